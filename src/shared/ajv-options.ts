import type Ajv from 'ajv';
import { _, type KeywordCxt } from 'ajv';
import ajvErrors from 'ajv-errors';

/**
 * Options layered on RJSF's own AJV_CONFIG, shared by the build-time validator compiler, the server and the
 * schema lint so that the browser and the API accept exactly the same data.
 * `$data` lets a field refer to another (confirm password); ajv-errors needs `allErrors`, which RJSF sets.
 */
export const AJV_OPTIONS_OVERRIDES = { $data: true, allErrors: true } as const;

/**
 * Today as `YYYY-MM-DD` in the local time zone, as code. It is inlined into the generated validators (the browser's
 * are standalone modules that can import nothing of ours), so it must be a self-contained expression.
 */
const LOCAL_TODAY = _`new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10)`;

/**
 * `"beforeToday": true` on a `YYYY-MM-DD` string: the date must be strictly before today (a date of birth).
 * ajv-formats' `formatExclusiveMaximum` only compares with a fixed value, and "today" moves.
 */
function addBeforeToday(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'beforeToday',
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must be a date before today' },
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data} >= ${LOCAL_TODAY}`);
    },
  });
}

/** Adds the project's keywords (`beforeToday`) and ajv-errors, so schemas can name their own message keys. */
export function extendAjv(ajv: Ajv): Ajv {
  addBeforeToday(ajv);
  return ajvErrors(ajv);
}
