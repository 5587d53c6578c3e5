import type { JsonObject } from '../schema-bundle.ts';

/** Whether a parsed JSON value is an object (not an array, not null): a schema, a UI schema node, a locale group. */
export function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
