import type { JsonObject } from '../schema-bundle.ts';

export type { JsonObject };

/** Whether a JSON value is an object (not an array, not null): the one test every reader of forms uses. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value counts as not filled in: nothing, an empty text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
