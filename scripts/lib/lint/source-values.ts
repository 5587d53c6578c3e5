import { memoByText } from '../../../src/shared/form-lint/text-memo.ts';

/**
 * The values code gives the texts it reads with literal keys and literal values: `t('verify.valid', { fileName,
 * version: answer.version })` gives `verify.valid` the values `fileName` and `version`. Found by look, like the keys
 * (`source-keys.ts`): a call whose values are anything but one plain object (`t(key, values)`, `{ ...rest }`, a
 * nested object) makes its key unknown, so only texts every call of which is read whole are judged.
 */
export function findSourceValues(sources: readonly string[]): Map<string, string[]> {
  const given = new Map<string, Set<string>>();
  const unknown = new Set<string>();
  for (const source of sources) {
    for (const [key, names] of textCalls(source)) {
      if (!names) {
        unknown.add(key);
        continue;
      }
      const values = given.get(key) ?? new Set<string>();
      for (const name of names) values.add(name);
      given.set(key, values);
    }
  }
  return new Map([...given].filter(([key]) => !unknown.has(key)).map(([key, names]) => [key, [...names].sort()]));
}

/**
 * The `t(key, values)` calls of one file with a literal key, each with the names of its values (undefined when they
 * are not one plain object): scanned once per version of the file.
 */
const textCalls = memoByText((source) =>
  [...source.matchAll(/\bt\(\s*(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1\s*(,\s*)?/g)]
    .filter((match) => match[3])
    .map((match): [string, string[] | undefined] => [match[2], objectNames(source, match.index + match[0].length)]),
);

/** The property names of the object literal starting at `from`, or undefined when it is not one plain object. */
function objectNames(source: string, from: number): string[] | undefined {
  if (source[from] !== '{') return undefined;
  let depth = 0;
  let body = '';
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if ('({['.includes(char)) depth++;
    if (')}]'.includes(char)) depth--;
    if (depth === 0) break;
    // Only the object's own level: what calls, lists and objects inside it hold are not its names.
    if (depth === 1 && char !== '{') body += char;
    else if (depth === 2 && '([{'.includes(char)) body += '()';
  }
  if (/\.\.\.|`/.test(body)) return undefined;
  const parts = body.split(',');
  // A trailing comma leaves an empty last part.
  if (parts.length > 1 && parts.at(-1)!.trim() === '') parts.pop();
  const names = parts.map((part) => /^\s*(\w+)\s*(?::|$)/.exec(part)?.[1]);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}
