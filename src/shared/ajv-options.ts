import type Ajv from 'ajv';
import ajvErrors from 'ajv-errors';

/**
 * Options layered on RJSF's own AJV_CONFIG, shared by the build-time validator compiler, the server and the
 * schema lint so that the browser and the API accept exactly the same data.
 * `$data` lets a field refer to another (confirm password); ajv-errors needs `allErrors`, which RJSF sets.
 */
export const AJV_OPTIONS_OVERRIDES = { $data: true, allErrors: true } as const;

/** Plugs ajv-errors in, so schemas can name their own message keys in `errorMessage`. */
export function extendAjv(ajv: Ajv): Ajv {
  return ajvErrors(ajv);
}
