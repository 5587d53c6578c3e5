import type { PathSegment } from './json-path.ts';

/** A name written a second time in the same object, where it is written the second time. */
export interface DuplicateKey {
  /** The path of the object that holds the name twice. */
  path: PathSegment[];
  key: string;
  /** Line of the second occurrence (from 1). */
  line: number;
}

/**
 * Finds the names a valid JSON text writes twice in one object. `JSON.parse` keeps the last silently, so a label
 * pasted twice (`"companyName"` once with the English text, once with an old one) loses one without a word.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r\ufeff'.includes(text[i])) i++;
  };
  const string = (): string => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: PathSegment[]): void => {
    skipSpace();
    if (text[i] === '{') return object(path);
    if (text[i] === '[') return array(path);
    if (text[i] === '"') return void string();
    i += /^[^,\]}\s]+/.exec(text.slice(i))![0].length;
  };
  const object = (path: PathSegment[]) => {
    i++;
    const seen = new Set<string>();
    for (skipSpace(); text[i] !== '}'; skipSpace()) {
      if (text[i] === ',') i++;
      skipSpace();
      const key = string();
      if (seen.has(key)) found.push({ path, key, line: text.slice(0, i).split('\n').length });
      seen.add(key);
      skipSpace();
      i++;
      value([...path, key]);
    }
    i++;
  };
  const array = (path: PathSegment[]) => {
    i++;
    for (let index = 0; skipSpace(), text[i] !== ']'; index++) {
      if (text[i] === ',') i++;
      value([...path, index]);
    }
    i++;
  };
  value([]);
  return found;
}
