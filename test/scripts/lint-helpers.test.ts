import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textLimits, type TextPlace, type Width } from '../../scripts/lib/lint/text-limits.ts';
import { strayBrace } from '../../src/shared/form-lint/placeholders.ts';
import { formatPath } from '../../src/shared/form-lint/json-path.ts';
import { scanJson } from '../../src/shared/form-lint/json-scan.ts';
import { closest } from '../../src/shared/form-lint/suggest.ts';

describe('scanJson', () => {
  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'there is a comma before this "}"'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'a "," or "}" was expected before "b"'],
    ["{ 'a': 1 }", 1, 3, 'a property name in double quotes was expected'],
    ['{ "a": [1, 2 }', 1, 14, 'a "," or "]" was expected before "}"'],
    ['{ "a": "text\n" }', 1, 8, 'not closed before the end of the line'],
    ['{ "a": yes }', 1, 8, 'yes is not a JSON value'],
    ['{ "a": 1', 1, 9, 'the file ends inside an object'],
    ['{ "a": 1 } }', 1, 12, 'more text after the end of the JSON'],
    ['\uFEFF{}', 1, 1, 'byte-order mark'],
    ['[1, 2,\n]', 2, 1, 'there is a comma before this "]"'],
    ['{ "a": [1, 2', 1, 13, 'the file ends inside a list'],
    ['{ "a": ', 1, 8, 'the file ends where a value was expected'],
    ['{ "a" 1 }', 1, 7, 'a ":" was expected after the property name, not "1"'],
    ['{ "a": "x\\qy" }', 1, 10, '"\\q" is not allowed in JSON text'],
    ['{ "a": "\\u12" }', 1, 9, '"\\u" must be followed by 4 hexadecimal digits'],
    ['{ "a": "tab\there" }', 1, 12, 'invisible control character'],
    ['{ "a": "never closed', 1, 8, 'never closed'],
    ['{ "a": 1 /* note */ }', 1, 10, 'comments (// or /* */) are not allowed in JSON'],
    ['{ "a": \u201cx\u201d }', 1, 8, 'is a curly quote'],
    ['{ "a": 1. }', 1, 8, 'the number "1" is not complete'],
  ])('places the error in %j', (text, line, column, problem) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(scanJson(text)).toEqual({
      data: undefined,
      syntaxError: { line, column, problem: expect.stringContaining(problem) },
      duplicateKeys: [],
    });
  });

  it('reads valid JSON as JSON.parse does, "__proto__" as a name of its own included', () => {
    for (const text of [
      '{ "a": [1, -2.5e3, 0, -0, 1E+2, true, null, "\\u00e9\\n\\"\\\\\\/"], "b": {}, "c": [] }',
      '"text"',
      ' 12 ',
      '{ "__proto__": { "polluted": true }, "a": { "b": [[{}]] } }',
    ]) {
      const { data, syntaxError } = scanJson(text);
      expect(syntaxError).toBeUndefined();
      expect(data).toStrictEqual(JSON.parse(text));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of ['', '01', '+1', '.5', '-', 'NaN', '[1,,2]', '{"a":1,,"b":2}', '\u00a0{}', '"a\u0001"'])
      expect(scanJson(text).syntaxError, text).toBeDefined();
  });

  it('names each name written twice in one object, where it is written again', () => {
    const text = '{\n  "a": 1,\n  "b": { "c": 1, "c": 2 },\n  "a": 3,\n  "list": [{ "d": 1, "d": 1 }]\n}';
    expect(scanJson(text)).toEqual({
      data: JSON.parse(text),
      duplicateKeys: [
        { path: ['b'], key: 'c', line: 3 },
        { path: [], key: 'a', line: 4 },
        { path: ['list', 0], key: 'd', line: 5 },
      ],
    });
  });
});

describe('closest', () => {
  it('suggests a name one typo away, swapped letters included', () => {
    expect(closest('requried', ['required', 'properties'])).toBe('required');
    expect(closest('yearsInBusness', ['yearsInBusiness', 'yearsUnderCurrentOwnership'])).toBe('yearsInBusiness');
    expect(closest('companyname', ['companyName'])).toBe('companyName');
  });

  it('suggests nothing when no name is close', () => {
    expect(closest('fax', ['taxExempt', 'phone'])).toBeUndefined();
  });
});

describe('formatPath', () => {
  it('writes paths as an analyst reads them in the file', () => {
    expect(formatPath(['ui:effects', 0, 'do', 1, 'to'])).toBe('ui:effects[0].do[1].to');
    expect(formatPath(['properties', 'a.b'])).toBe('properties["a.b"]');
    expect(formatPath([])).toBe('(top level)');
  });
});

describe('the length limits of texts', () => {
  it('are the numbers docs/analysts.md states, for every place and width', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../docs/analysts.md'), 'utf8');
    const rows = guide.split('\n').filter((line) => /^\| (label|help)/.test(line));
    const places: TextPlace[] = ['box', 'wraps', 'small'];
    const widths: Width[] = ['full', 'twoThirds', 'half', 'third'];
    expect(rows).toHaveLength(places.length);
    places.forEach((place, index) => {
      const stated = rows[index]
        .split('|')
        .slice(2, 6)
        .map((cell) => cell.trim());
      expect(stated).toEqual(
        widths.map((width) => `${textLimits(place, width).well} / ${textLimits(place, width).most}`),
      );
    });
  });
});

describe('strayBrace', () => {
  it.each([
    ['{field is required.', '{field is required.'],
    ['Welcome to {supplier', 'Welcome to {supplier'],
    ['ends here} at last', 'ends here} at last'],
    ['{ field } spaced', '{ field } spaced'],
  ])('finds the brace in %j', (text, fragment) => expect(strayBrace(text)).toBe(fragment));

  it.each(['{field} is required.', 'no braces', '{{field}} is another rule’s'])('finds none in %j', (text) =>
    expect(strayBrace(text)).toBeUndefined(),
  );
});
