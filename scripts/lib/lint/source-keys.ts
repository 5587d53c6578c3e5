import { memoByText } from '../../../src/shared/form-lint/text-memo.ts';

/** The locale keys a piece of code names: whole keys, and prefixes of keys it builds (`` `steps.${key}` ``). */
export interface SourceKeys {
  keys: Set<string>;
  prefixes: Set<string>;
}

/**
 * Finds locale keys in code by their look, not by parsing: any string literal `"ns.word…"` whose first
 * segment is a locale namespace (`t("common.next")`, `{ title: 'steps.review' }`), and literals or template
 * literals that stop at a dot (`'enums.' + group`, `` `errors.${code}` ``), which make every key below a prefix
 * possibly used. Crude, but it errs towards "used", which is right for a warning about unused keys.
 */
export function findSourceKeys(sources: readonly string[], namespaces: ReadonlySet<string>): SourceKeys {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const inNamespace = (text: string) => namespaces.has(text.split('.')[0]);
  for (const source of sources) {
    const literals = keyLiterals(source);
    for (const key of literals.keys) if (inNamespace(key)) keys.add(key);
    for (const prefix of literals.prefixes) if (inNamespace(prefix)) prefixes.add(prefix);
  }
  return { keys, prefixes };
}

/** The key-looking literals of one file, whatever the namespaces: scanned once per version of the file. */
const keyLiterals = memoByText((source) => ({
  keys: [...new Set([...source.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)].map((match) => match[2]))],
  prefixes: [
    ...new Set([...source.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)*\.)(?:['"`]|\$\{)/g)].map((match) => match[1])),
  ],
}));
