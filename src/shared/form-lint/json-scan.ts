import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { PathSegment } from './json-path.ts';
import { deepFreeze, memoByText } from './text-memo.ts';

/** Where a JSON text breaks and why, in words an analyst can act on. */
export interface JsonSyntaxError {
  /** Line and column of the place, both from 1. */
  line: number;
  column: number;
  problem: string;
}

/** A name written a second time in the same object, where it is written the second time. */
export interface DuplicateKey {
  /** The path of the object that holds the name twice. */
  path: PathSegment[];
  key: string;
  /** Line of the second occurrence (from 1). */
  line: number;
}

/** A JSON text read once: its value, or where it first breaks; and the names it writes twice in one object. */
export interface JsonScan {
  /** The value, as `JSON.parse` gives it; undefined when the text is not valid JSON. */
  data: unknown;
  syntaxError?: JsonSyntaxError;
  /** Only for valid JSON: `JSON.parse` would silently keep the last of each. */
  duplicateKeys: DuplicateKey[];
}

/** What the parser expects next at a place: the parser's error codes mean different mistakes at each. */
type Expecting = 'value' | 'property' | 'colon' | 'comma' | 'end';

/** An object or list being read, with its path, and the names already written in an object. */
type Open =
  | { kind: 'object'; value: Record<string, unknown>; path: PathSegment[]; names: Set<string>; name?: string }
  | { kind: 'array'; value: unknown[]; path: PathSegment[] };

/** The text found at `at`, as the analyst sees it: `"terms"` for a name in quotes, `"x"` for a character. */
function describe(text: string, at: number): string {
  if (at >= text.length) return 'the end of the file';
  const token = /^"[^"\n]{0,30}"?|^\w+|^[\s\S]/.exec(text.slice(at))![0];
  return token.startsWith('"') ? token : `"${token}"`;
}

/** Mistakes a word processor or a habit from other formats makes, named in plain words wherever they stop JSON. */
function habit(text: string, at: number): string | undefined {
  if (text.startsWith('//', at) || text.startsWith('/*', at))
    return 'comments (// or /* */) are not allowed in JSON; remove it, or put the note in a "$comment" entry';
  if ('\u201c\u201d\u201e'.includes(text[at] ?? 'x'))
    return `${text[at]} is a curly quote; JSON needs straight double quotes (") around names and texts`;
  if ('\u2018\u2019'.includes(text[at] ?? 'x'))
    return `${text[at]} is a curly single quote; JSON needs straight double quotes (") around names and texts`;
  return undefined;
}

/** What is wrong where the parser stopped on something that is not the next part of the JSON. */
function structureProblem(text: string, at: number, expecting: Expecting, inside: Open | undefined): string {
  const found = describe(text, at);
  const closing = inside?.kind === 'array' ? ']' : '}';
  switch (expecting) {
    case 'end':
      return `there is more text after the end of the JSON, starting with ${found}`;
    case 'colon':
      return `a ":" was expected after the property name, not ${found}`;
    case 'comma':
      if (at >= text.length)
        return inside?.kind === 'array'
          ? 'the file ends inside a list (a closing ] is missing)'
          : 'the file ends inside an object (a closing } is missing)';
      return `a "," or "${closing}" was expected before ${found} (a comma may be missing)`;
    case 'property':
      // In an object, a name is expected first or after a comma; at a "}" it can only be after one.
      if (text[at] === '}') return 'there is a comma before this "}" (remove the last comma)';
      return `a property name in double quotes was expected, not ${found}`;
    case 'value': {
      if (text[at] === ']' && inside?.kind === 'array')
        return 'there is a comma before this "]" (remove the last comma)';
      if (at >= text.length) return 'the file ends where a value was expected (a closing } or ] may be missing)';
      if (text[at] === "'") return 'text must be in double quotes ("), not single quotes';
      const word = /^[A-Za-z_]+/.exec(text.slice(at))?.[0];
      return word
        ? `${word} is not a JSON value; text must be in double quotes`
        : `a value was expected here, not ${found}`;
    }
  }
}

/**
 * The first mistake inside the text in quotes that starts at `start`, at its own character: the parser says only
 * that the text has one, at its first quote.
 */
function stringProblem(text: string, start: number): { at: number; problem: string } {
  for (let i = start + 1; i < text.length && text[i] !== '"'; i++) {
    const character = text[i];
    if (character === '\n' || character === '\r')
      return {
        at: start,
        problem: 'this text in quotes is not closed before the end of the line (a closing " is missing)',
      };
    if (character === '\\') {
      const next = text[i + 1];
      if (next === undefined) break;
      if (next === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
        return { at: i, problem: '"\\u" must be followed by 4 hexadecimal digits' };
      if (!'"\\/bfnrtu'.includes(next))
        return { at: i, problem: `"\\${next}" is not allowed in JSON text; write "\\\\" for a backslash` };
      i += next === 'u' ? 5 : 1;
    } else if (character < ' ')
      return {
        at: i,
        problem:
          'this text in quotes holds an invisible control character (a tab, for one); write it as \\t or remove it',
      };
  }
  return { at: start, problem: 'this text in quotes is never closed (a closing " is missing)' };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Reads a JSON text in one pass (see `scanJson`). */
function scanText(text: string): JsonScan {
  if (text.charCodeAt(0) === 0xfeff)
    return {
      data: undefined,
      syntaxError: {
        line: 1,
        column: 1,
        problem: 'the file starts with an invisible byte-order mark; save it as UTF-8 without BOM',
      },
      duplicateKeys: [],
    };
  const open: Open[] = [];
  const duplicateKeys: DuplicateKey[] = [];
  let root: unknown;
  let expecting: Expecting = 'value';
  let firstError: { code: ParseErrorCode; offset: number; expecting: Expecting; inside: Open | undefined } | undefined;

  // Puts a finished (or just opened) value where it belongs: the root, the pending name of an object, or a list.
  const place = (value: unknown) => {
    const parent = open.at(-1);
    if (!parent) root = value;
    else if (parent.kind === 'array') parent.value.push(value);
    // As its own property even for "__proto__", the way JSON.parse reads it.
    else
      Object.defineProperty(parent.value, parent.name!, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  };
  const pathOfNext = (): PathSegment[] => {
    const parent = open.at(-1);
    if (!parent) return [];
    return [...parent.path, parent.kind === 'array' ? parent.value.length : parent.name!];
  };
  const done = () => (expecting = open.length ? 'comma' : 'end');

  visit(
    text,
    {
      onObjectBegin() {
        const value: Record<string, unknown> = {};
        const path = pathOfNext();
        place(value);
        open.push({ kind: 'object', value, path, names: new Set() });
        expecting = 'property';
      },
      onArrayBegin() {
        const value: unknown[] = [];
        const path = pathOfNext();
        place(value);
        open.push({ kind: 'array', value, path });
        expecting = 'value';
      },
      onObjectEnd() {
        open.pop();
        done();
      },
      onArrayEnd() {
        open.pop();
        done();
      },
      onObjectProperty(name, offset) {
        const object = open.at(-1);
        if (object?.kind !== 'object') return;
        if (object.names.has(name))
          duplicateKeys.push({ path: object.path, key: name, line: lineAndColumn(text, offset).line });
        object.names.add(name);
        object.name = name;
        expecting = 'colon';
      },
      onLiteralValue(value) {
        place(value);
        done();
      },
      onSeparator(character) {
        expecting = character === ':' ? 'value' : open.at(-1)?.kind === 'object' ? 'property' : 'value';
      },
      onError(code, offset) {
        firstError ??= { code, offset, expecting, inside: open.at(-1) };
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );

  if (!firstError) return { data: root, duplicateKeys };
  const { code, offset, inside } = firstError;
  const name = printParseErrorCode(code);
  let at = offset;
  let problem: string;
  if (['UnexpectedEndOfString', 'InvalidUnicode', 'InvalidEscapeCharacter', 'InvalidCharacter'].includes(name))
    ({ at, problem } = stringProblem(text, offset));
  else if (name === 'CloseBraceExpected') problem = 'the file ends inside an object (a closing } is missing)';
  else if (name === 'CloseBracketExpected') problem = 'the file ends inside a list (a closing ] is missing)';
  else if (name === 'UnexpectedEndOfNumber' || name === 'InvalidNumberFormat')
    problem = `the number ${describe(text, offset)} is not complete: a digit must follow its "." or "e"`;
  else problem = habit(text, offset) ?? structureProblem(text, offset, firstError.expecting, inside);
  return { data: undefined, syntaxError: { ...lineAndColumn(text, at), problem }, duplicateKeys: [] };
}

/**
 * Reads a JSON text in one pass with `jsonc-parser` (comments and trailing commas refused, as `JSON.parse` refuses
 * them): its value, the names it writes twice in one object (`JSON.parse` keeps the last silently, so a label
 * pasted twice loses one without a word), and else the first place it breaks, with the parser's error code turned
 * into words an analyst can act on: comments, curly quotes and byte-order marks are named as such.
 * Remembered by text, frozen: each unchanged file is read once per process (`text-memo.ts`).
 */
export const scanJson: (text: string) => JsonScan = memoByText((text) => deepFreeze(scanText(text)));
