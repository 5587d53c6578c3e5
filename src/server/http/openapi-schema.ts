import { resolve } from 'node:path';
import { SCHEMAS_DIR, readJson } from '../../shared/form-files.ts';
import { isObject } from '../../shared/form-model/index.ts';
import { bundleSchema, type JsonObject } from '../../shared/schema-bundle.ts';

const LOCAL_DEFINITION = /^#\/definitions\/(.+)$/;

/** Replaces every `#/definitions/…` reference below `node` by the definition itself; a loop cannot be inlined. */
function inline(node: unknown, definitions: JsonObject, path: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, definitions, path));
  if (!isObject(node)) return node;
  // `errorMessage` holds the keys of the product's own messages, and `{ "const": { "$data": … } }` compares two
  // fields inside ajv: neither means anything to another JSON Schema reader.
  const { $ref, definitions: _definitions, errorMessage: _errorMessage, ...rest } = node;
  if (isObject(rest.const) && '$data' in rest.const) delete rest.const;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, definitions, path)]));
  if (typeof $ref !== 'string') return own;
  const name = LOCAL_DEFINITION.exec($ref)?.[1];
  if (name === undefined || !(name in definitions) || path.includes(name))
    throw new Error(`"$ref": "${$ref}" cannot be written into the OpenAPI document`);
  const target = inline(definitions[name], definitions, [...path, name]);
  return Object.keys(own).length ? { allOf: [target], ...own } : target;
}

/**
 * A route's request schema as the OpenAPI document shows it: one self-contained JSON Schema. The validators resolve
 * `$ref`s relative to schemas/ (`common/definitions.json#/definitions/email`) and inside a form (`#/definitions/…`);
 * in the document a reference would point into the document itself, so each is replaced by what it names.
 */
export function openApiSchema(schema: JsonObject): JsonObject {
  const bundled = bundleSchema(schema, (file) => readJson(resolve(SCHEMAS_DIR, file)));
  const definitions = isObject(bundled.definitions) ? bundled.definitions : {};
  const inlined = inline(bundled, definitions, []);
  return isObject(inlined) ? inlined : {};
}
