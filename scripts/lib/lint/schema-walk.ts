import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import type { PathSegment } from '../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../src/shared/form-model/index.ts';

/** Keywords whose value is one schema (or, for `items`, possibly a list of schemas). */
const ONE_SCHEMA = [
  'not',
  'if',
  'then',
  'else',
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'contentSchema',
];
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

/**
 * Calls `visit` for `schema` and every schema inside it, with its path from the file's top. Only places that
 * hold schemas are entered: the contents of `enum`, `const`, `default` or `errorMessage` are data, not schemas.
 */
export function eachSubschema(
  schema: unknown,
  visit: (schema: JsonObject, path: PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  if (!isObject(schema)) return;
  visit(schema, path);
  for (const keyword of ONE_SCHEMA) {
    const value = schema[keyword];
    if (Array.isArray(value)) value.forEach((item, index) => eachSubschema(item, visit, [...path, keyword, index]));
    else eachSubschema(value, visit, [...path, keyword]);
  }
  for (const keyword of SCHEMA_LIST) {
    const value = schema[keyword];
    if (Array.isArray(value)) value.forEach((item, index) => eachSubschema(item, visit, [...path, keyword, index]));
  }
  for (const keyword of SCHEMA_MAP) {
    const value = schema[keyword];
    if (isObject(value))
      for (const [name, item] of Object.entries(value)) eachSubschema(item, visit, [...path, keyword, name]);
  }
}

/** Every key of a schema (and of the schemas inside it) that is not in `known`, with its path. */
export function findUnknownKeywords(
  schema: unknown,
  known: ReadonlySet<string>,
  start: PathSegment[] = [],
): { key: string; path: PathSegment[] }[] {
  const found: { key: string; path: PathSegment[] }[] = [];
  eachSubschema(
    schema,
    (node, path) => {
      for (const key of Object.keys(node)) if (!known.has(key)) found.push({ key, path: [...path, key] });
    },
    start,
  );
  return found;
}
