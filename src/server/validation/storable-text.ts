import type { FieldError } from '../../shared/field-errors.ts';

/**
 * Characters no database keeps as they are: NUL (PostgreSQL refuses it in text) and half of a UTF-16 surrogate
 * pair (UTF-8 cannot encode it, so it would come back as something else). No keyboard types them; a request that
 * carries them gets the field's "is invalid" message, like any other value the form refuses.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the two things this pattern exists to find
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** Deeper than this, data is no form's: the schema has refused it already, or it holds no text to check. */
const MAX_DEPTH = 32;

/** One error per text of `value` (a request's body, query or parameters, already valid) that holds such a character. */
export function unstorableTextErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (node: unknown, path: string[]): void => {
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) errors.push({ path, key: 'errors.invalid', params: {} });
    } else if (node && typeof node === 'object' && path.length < MAX_DEPTH) {
      for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
    }
  };
  visit(value, []);
  return errors;
}
