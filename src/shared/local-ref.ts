import { isObject, type JsonObject } from './form-model/json.ts';

/*
 * Reading inside one JSON document: a JSON pointer, and the local `$ref`s that use them. A module of its own, with
 * nothing else, because the account pages' flat forms follow refs too and load none of the schema bundler.
 */

/** Reads a JSON pointer (`/definitions/phone`) inside a document; undefined when any step is missing. */
export function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as JsonObject)[part] : undefined),
      document,
    );
}

const refuse = (problem: string): never => {
  throw new Error(problem);
};

/**
 * Follows the local `$ref`s of a bundled form schema (`#/definitions/phone`) to the schema they name, keeping any
 * keywords written beside the `$ref` (ajv applies them too). A ref that names nothing, or a loop (`#/definitions/a`
 * → `#/definitions/b` → `#/definitions/a`, which would otherwise be followed forever), is `broken`: by default an
 * error that says which.
 */
export function followLocalRef(
  schema: JsonObject,
  root: JsonObject,
  broken: (problem: string) => JsonObject = refuse,
  seen: readonly string[] = [],
): JsonObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#')) return schema;
  if (seen.includes(ref)) return broken(`"$ref" loop: ${[...seen, ref].join(' → ')}`);
  const target = readPointer(root, ref.slice(1));
  if (!isObject(target)) return broken(`"$ref": "${ref}" points to nothing`);
  const { $ref: _ref, ...beside } = schema;
  return followLocalRef({ ...target, ...beside }, root, broken, [...seen, ref]);
}

/**
 * `followLocalRef` for readers that draw whatever they are given and leave the report to the lint (the form model):
 * a ref that names nothing, or loops, gives `{}`.
 */
export const resolveLocalRef = (schema: JsonObject, root: JsonObject): JsonObject =>
  followLocalRef(schema, root, () => ({}));
