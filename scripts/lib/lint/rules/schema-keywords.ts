import type { ErrorObject } from 'ajv';
import { formatPath, pointerSegments, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { eachSubschema, findUnknownKeywords } from '../schema-walk.ts';
import { knownKeywords, strictAjvReader } from '../../../../src/shared/form-lint/strict-ajv.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { Rule } from '../types.ts';

/**
 * Of the meta-schema's complaints about one place, the first is the one to show: ajv lists the intended
 * alternative first (`"minimum" must be number`, before the `$data` alternative nobody meant).
 */
function firstErrorPerPlace(errors: readonly ErrorObject[]): ErrorObject[] {
  const byPlace = new Map<string, ErrorObject>();
  for (const error of errors) if (!byPlace.has(error.instancePath)) byPlace.set(error.instancePath, error);
  // A complaint about a place that contains a more precise complaint says nothing more.
  return [...byPlace.values()].filter(
    (error) => ![...byPlace.keys()].some((other) => other.startsWith(`${error.instancePath}/`)),
  );
}

function describeMetaError(error: ErrorObject, segments: PathSegment[]): string {
  const keyword = String(segments[segments.length - 1] ?? 'schema');
  const value = JSON.stringify(error.data);
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  if (allowed) {
    const words = allowed.map(String);
    return (
      `"${keyword}" is ${value}, which is not allowed${didYouMean(String(error.data), words)}; it must be one ` +
      `of ${words.map((word) => `"${word}"`).join(', ')}`
    );
  }
  const type = (error.params as { type?: string }).type;
  if (error.keyword === 'type' && type)
    return `"${keyword}" is ${value}, but it must be ${type
      .split(',')
      .map((name) => TYPE_WORDS[name] ?? name)
      .join(' or ')}`;
  return `"${keyword}" is ${value}, but it ${(error.message ?? 'is not valid').replace(/>=/g, 'at least')}`;
}

/** JSON types as an analyst calls them. */
const TYPE_WORDS: Record<string, string> = {
  array: 'a list [ … ]',
  object: 'an object { … }',
  string: 'a text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

/** What to say about a key that is no JSON Schema keyword; shared with the check of effect conditions. */
export function unknownKeywordProblem(key: string, known: ReadonlySet<string>): { message: string; fix: string } {
  return {
    message: `"${key}" is not a JSON Schema keyword${didYouMean(key, known)}`,
    fix: 'Correct the spelling, or remove it (to leave a note, use "$comment")',
  };
}

/**
 * Schema keywords that are misspelt or unknown (`"requried"`), found with the strict ajv's own list of
 * keywords so that every occurrence is reported with its place (ajv itself stops at the first, without one);
 * formats ajv does not know (`"format": "emial"`); then values the JSON Schema meta-schema rejects
 * (`"type": "strin"`, `"minimum": "5"`).
 */
export const schemaKeywords: Rule = {
  name: 'schema-keywords',
  run(context, { report }) {
    const ajv = strictAjvReader();
    const known = knownKeywords(ajv);
    for (const file of context.schemaDocuments) {
      for (const { key, path } of findUnknownKeywords(file.data, known)) {
        report({
          severity: 'error',
          file: file.display,
          where: formatPath(path),
          ...unknownKeywordProblem(key, known),
        });
      }
      eachSubschema(file.data, (schema, path) => {
        const format = schema.format;
        if (typeof format !== 'string' || format in ajv.formats) return;
        report({
          severity: 'error',
          file: file.display,
          where: formatPath([...path, 'format']),
          message: `"${format}" is not a format the forms know${didYouMean(format, Object.keys(ajv.formats))}`,
          fix: `Use one of ${Object.keys(ajv.formats)
            .slice(0, 8)
            .map((name) => `"${name}"`)
            .join(', ')}, … or a "pattern" instead`,
        });
      });
      // A file that is no object at all is reported by form-files (or, for a shared file, where its `$ref`s fail).
      if (!isObject(file.data) || ajv.validateSchema(file.data)) continue;
      for (const error of firstErrorPerPlace(ajv.errors ?? [])) {
        const segments = pointerSegments(error.instancePath);
        report({
          severity: 'error',
          file: file.display,
          where: formatPath(segments),
          message: describeMetaError(error, segments),
          fix: 'Correct the value at that place',
        });
      }
    }
  },
};
