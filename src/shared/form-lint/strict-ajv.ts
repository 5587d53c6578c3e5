import type Ajv from 'ajv';
import { createRjsfAjv } from '../rjsf-ajv.ts';

/**
 * An ajv set up exactly like the product's (RJSF's factory, its formats, the project's overrides and
 * ajv-errors) but in strict mode. RJSF validates with `strict: false`, which silently ignores a misspelt
 * keyword such as `"requried"`; the lint must not.
 */
export function createStrictAjv(): Ajv {
  return createRjsfAjv({ strict: true });
}

/** Every keyword the strict ajv knows (JSON Schema's, ajv-formats', ajv-errors' `errorMessage`, RJSF's). */
export function knownKeywords(ajv: Ajv): Set<string> {
  return new Set(Object.keys(ajv.RULES.keywords));
}
