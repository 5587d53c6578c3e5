import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import type { PathSegment } from '../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../src/shared/form-model/index.ts';
import traverse from 'json-schema-traverse';

/**
 * Calls `visit` for `schema` and every schema inside it, with its path from the file's top (after `start`). Only
 * places that hold schemas are entered (the walk is ajv's own, json-schema-traverse): the contents of `enum`,
 * `const`, `default` or `errorMessage` are data, not schemas.
 */
export function eachSubschema(
  schema: unknown,
  visit: (schema: JsonObject, path: PathSegment[]) => void,
  start: PathSegment[] = [],
): void {
  if (!isObject(schema)) return;
  const paths = new Map<object, PathSegment[]>([[schema, start]]);
  const enter: traverse.Callback = (node, _pointer, _root, _parentPointer, keyword, parent, key) => {
    const path = parent && keyword ? [...paths.get(parent)!, keyword, ...(key === undefined ? [] : [key])] : start;
    paths.set(node, path);
    visit(node as JsonObject, path);
  };
  traverse(schema, enter);
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
