import { didYouMean } from './suggest.ts';

/** The placeholders a text uses (`{supplier}` → `supplier`), each once, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

/**
 * The first placeholder of `text` that its caller does not fill, described for a message, with a suggestion:
 * `{suplier}` is left on screen as it is (or as nothing) when no value has that name.
 */
export function unfilledPlaceholder(
  text: string,
  filled: readonly string[],
): { name: string; message: string; fix: string } | undefined {
  const name = placeholdersOf(text).find((placeholder) => !filled.includes(placeholder));
  if (name === undefined) return undefined;
  const offered = filled.length ? filled.map((value) => `{${value}}`).join(', ') : 'none';
  return {
    name,
    message:
      `{${name}} is not a value this text is given, so readers would see it as it is or as ` +
      `nothing${didYouMean(name, filled)}`,
    fix: `Use only the values this text is given (${offered}), or write the words themselves`,
  };
}

/** Markup that is not interpreted anywhere a text is shown: HTML tags, Markdown emphasis or links. */
export function markupIn(text: string): string | undefined {
  return /<\/?[a-z][^>]*>|\*\*[^*]+\*\*|__[^_]+__|\[[^\]]+\]\([^)]+\)/i.exec(text)?.[0];
}

/**
 * The first brace of `text` that is not part of a placeholder (`{field` left open, `field}`, `{ field }`), with
 * what follows it, for a message; undefined when every brace opens or closes a `{name}` (double braces have their
 * own message).
 */
export function strayBrace(text: string): string | undefined {
  for (const match of text.matchAll(/\{\{\s*\w+\s*\}\}|\{\w+\}|[{}]/g)) {
    if (match[0].length > 1) continue;
    const [from, to] = [Math.max(0, match.index - 12), match.index + 24];
    return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
  }
  return undefined;
}
