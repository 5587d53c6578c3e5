import type { ErrorObject } from 'ajv';
import errorKeys from '../../schemas/common/error-keys.json' with { type: 'json' };
import type { JsonObject } from './schema-bundle.ts';

/** One broken rule of one field, before translation: where, which message key, and what the message needs. */
export interface FieldError {
  /** Path of the field inside the form data, e.g. `['applicants', '0', 'ssn']`. */
  path: string[];
  key: string;
  params: { min?: number; max?: number };
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const keyForKeyword = errorKeys as Record<string, string>;

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The limits a message may quote, read from the schema of the field that failed (ajv runs with `verbose`). */
function limitsOf(error: ErrorObject): FieldError['params'] {
  const schema = (error.parentSchema ?? {}) as JsonObject;
  const pick = (...names: string[]) =>
    names.map((name) => schema[name]).find((value) => typeof value === 'number') as number | undefined;
  return {
    min: pick('minimum', 'exclusiveMinimum', 'minLength', 'minItems'),
    max: pick('maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'),
  };
}

/**
 * Turns raw ajv errors into one error per field: the schema's own `errorMessage` key when it has one, otherwise
 * the key `schemas/common/error-keys.json` gives the keyword. Errors that only say "a sub-schema failed"
 * (`if`, `allOf`, …) are dropped, unless the schema names a message for them: the field errors beneath them say
 * what is wrong.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const error of errors ?? []) {
    const original =
      error.keyword === 'errorMessage' ? ((error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error) : error;
    const keyword = original.keyword;
    // A message the schema names for one of them (`"not": "errors.controlCharacters"`) is the field's own, though.
    const named = error.keyword === 'errorMessage';
    if (!named && ['if', 'allOf', 'anyOf', 'oneOf', 'not', 'then', 'else', 'false schema'].includes(keyword)) continue;
    let path = pathOf(error.instancePath);
    if (keyword === 'required')
      path = [...path, String((original.params as { missingProperty: string }).missingProperty)];
    if (keyword === 'additionalProperties')
      path = [...path, String((original.params as { additionalProperty: string }).additionalProperty)];
    const key = error.keyword === 'errorMessage' ? error.message! : (keyForKeyword[keyword] ?? keyForKeyword.default);
    const id = path.join('.');
    // The first message wins: ajv reports `required` and `type` before the finer rules.
    if (!byPath.has(id)) byPath.set(id, { path, key, params: limitsOf(original) });
  }
  return [...byPath.values()];
}

/** The `ui:title` key of the field at `path` in a UI schema (array indexes step into `items`). */
function titleKeyAt(uiSchema: JsonObject, path: readonly string[]): string | undefined {
  let node: unknown = uiSchema;
  for (const part of path) {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as JsonObject;
    node = /^\d+$/.test(part) && record.items ? record.items : record[part];
  }
  const title = node && typeof node === 'object' ? (node as JsonObject)['ui:title'] : undefined;
  return typeof title === 'string' ? title : undefined;
}

/** The message a person reads, in the language of `t`, with the field's translated name. */
export function localizeFieldError(error: FieldError, uiSchema: JsonObject, t: Translate): string {
  const titleKey = titleKeyAt(uiSchema, error.path);
  const field = titleKey ? t(titleKey) : error.path[error.path.length - 1];
  return t(error.key, { field, ...error.params });
}

/** `{ "applicants.0.ssn": "Social Security Number must be 9 numbers with no dashes." }`: the problem document form. */
export function localizedErrorMap(
  errors: readonly FieldError[],
  uiSchema: JsonObject,
  t: Translate,
): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.path.join('.'), localizeFieldError(error, uiSchema, t)]));
}
