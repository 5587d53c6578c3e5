/** Where a JSON text breaks and why, in words an analyst can act on. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  problem: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/**
 * Finds the first syntax error of a JSON text, with its line and column (both from 1). `JSON.parse` does not say
 * where it failed on every Node version, and its wording ("Expected ',' or '}' after property value") is for
 * programmers; this small scanner only runs on files `JSON.parse` has already rejected.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (problem: string, at = i): never => {
    throw new Stop(at, problem);
  };
  // The text found instead, as the analyst sees it: `"terms"` for a name in quotes, `"x"` for a character.
  const describe = (at: number) => {
    if (at >= text.length) return 'the end of the file';
    const token = /^"[^"\n]{0,30}"?|^\w+|^[\s\S]/.exec(text.slice(at))![0];
    return token.startsWith('"') ? token : `"${token}"`;
  };
  // Mistakes a word processor or a habit from other formats makes, named in plain words instead of "not expected".
  const special = (at: number): string | undefined => {
    if (text.startsWith('//', at) || text.startsWith('/*', at))
      return 'comments (// or /* */) are not allowed in JSON; remove it, or put the note in a "$comment" entry';
    if ('\u201c\u201d\u201e'.includes(text[at] ?? 'x'))
      return `${text[at]} is a curly quote; JSON needs straight double quotes (") around names and texts`;
    if ('\u2018\u2019'.includes(text[at] ?? 'x'))
      return `${text[at]} is a curly single quote; JSON needs straight double quotes (") around names and texts`;
    return undefined;
  };
  const unexpected = (problem: string): never => fail(special(i) ?? problem);
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n' || text[i] === '\r')
        fail('this text in quotes is not closed before the end of the line (a closing " is missing)', start);
      if (text[i] === '\\') {
        i++;
        if (!'"\\/bfnrtu'.includes(text[i] ?? ''))
          fail(`"\\${text[i] ?? ''}" is not allowed in JSON text; write "\\\\" for a backslash`, i - 1);
        if (text[i] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
          fail('"\\u" must be followed by 4 hexadecimal digits', i - 1);
      }
      i++;
    }
    if (i >= text.length) fail('this text in quotes is never closed (a closing " is missing)', start);
    i++;
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === "'") fail('text must be in double quotes ("), not single quotes');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (number && /[-\d]/.test(c)) {
      i += number[0].length;
      return;
    }
    const word = /^[A-Za-z_]+/.exec(text.slice(i))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      i += word.length;
      return;
    }
    if (i >= text.length) fail('the file ends where a value was expected (a closing } or ] may be missing)');
    unexpected(
      word
        ? `${word} is not a JSON value; text must be in double quotes`
        : `a value was expected here, not ${describe(i)}`,
    );
  };
  const object = () => {
    i++;
    skipSpace();
    if (text[i] === '}') return void i++;
    for (;;) {
      skipSpace();
      if (text[i] === '}') fail('there is a comma before this "}" (remove the last comma)');
      if (text[i] !== '"') unexpected(`a property name in double quotes was expected, not ${describe(i)}`);
      string();
      skipSpace();
      if (text[i] !== ':') fail(`a ":" was expected after the property name, not ${describe(i)}`);
      i++;
      value();
      skipSpace();
      if (text[i] === ',') i++;
      else if (text[i] === '}') return void i++;
      else
        unexpected(
          i >= text.length
            ? 'the file ends inside an object (a closing } is missing)'
            : `a "," or "}" was expected before ${describe(i)} (a comma may be missing)`,
        );
    }
  };
  const array = () => {
    i++;
    skipSpace();
    if (text[i] === ']') return void i++;
    for (;;) {
      skipSpace();
      if (text[i] === ']') fail('there is a comma before this "]" (remove the last comma)');
      value();
      skipSpace();
      if (text[i] === ',') i++;
      else if (text[i] === ']') return void i++;
      else
        unexpected(
          i >= text.length
            ? 'the file ends inside a list (a closing ] is missing)'
            : `a "," or "]" was expected before ${describe(i)} (a comma may be missing)`,
        );
    }
  };

  try {
    if (text.charCodeAt(0) === 0xfeff)
      fail('the file starts with an invisible byte-order mark; save it as UTF-8 without BOM');
    value();
    skipSpace();
    if (i < text.length) unexpected(`there is more text after the end of the JSON, starting with ${describe(i)}`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...lineAndColumn(text, error.offset), problem: error.problem };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
