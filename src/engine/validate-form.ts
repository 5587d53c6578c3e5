import type { ErrorObject } from 'ajv';
import type { ErrorSchema } from '@rjsf/utils';
import { toFieldErrors, type FieldError } from '../shared/field-errors.ts';
import type { LoadedForm } from './loaded-form.ts';

/** Validates form data with the form's precompiled validator; one error per field, as the server reports them. */
export function validateForm(form: LoadedForm, data: unknown): FieldError[] {
  const { errors } = form.validator.rawValidation<ErrorObject>(form.schema, data as object);
  return toFieldErrors(errors);
}

/**
 * `previous` with the errors of the field whose DOM id is `id` replaced by those `found` for it: typing in one field
 * changes that field's messages alone. The very `previous` array when they are the same, so that a key press that
 * changes no message renders nothing.
 */
export function withFieldRevalidated(previous: FieldError[], found: readonly FieldError[], id: string): FieldError[] {
  const isAtField = (error: FieldError) => fieldId(error.path) === id;
  const fresh = found.filter(isAtField);
  if (JSON.stringify(fresh) === JSON.stringify(previous.filter(isAtField))) return previous;
  return [...previous.filter((error) => !isAtField(error)), ...fresh];
}

/** The DOM id RJSF gives the field at `path` (`root_applicants_0_ssn`). */
export function fieldId(path: readonly string[]): string {
  return ['root', ...path].join('_');
}

/** Builds RJSF's nested error schema from messages keyed by field path (`[['applicants', '0', 'ssn'], '…']`). */
export function errorSchemaOf(messages: ReadonlyArray<readonly [readonly string[], string]>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [path, message] of messages) {
    let node = root;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return root as ErrorSchema;
}
