import { describe, expect, it } from 'vitest';
import { formatPath } from '../../src/shared/form-lint/json-path.ts';
import { findJsonSyntaxError } from '../../src/shared/form-lint/json-syntax.ts';
import { closest } from '../../src/shared/form-lint/suggest.ts';

describe('findJsonSyntaxError', () => {
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
  ])('places the error in %j', (text, line, column, problem) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxError(text)).toEqual({ line, column, problem: expect.stringContaining(problem) });
  });

  it('finds nothing wrong in valid JSON', () => {
    expect(findJsonSyntaxError('{ "a": [1, -2.5e3, true, null, "\\u00e9\\n"], "b": {} }')).toBeUndefined();
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
