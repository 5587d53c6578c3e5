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

let reader: Ajv | undefined;

/**
 * One strict ajv per process for what does not depend on the forms: its keywords, its formats and its check of a
 * schema against the meta-schema (compiled once, on first use). Forms are compiled on their own ajv
 * (`createStrictAjv`), so nothing one form adds is seen by another.
 */
export function strictAjvReader(): Ajv {
  reader ??= createStrictAjv();
  return reader;
}

/** Every keyword the strict ajv knows (JSON Schema's, ajv-formats', ajv-errors' `errorMessage`, RJSF's). */
export function knownKeywords(ajv: Ajv): Set<string> {
  return new Set(Object.keys(ajv.RULES.keywords));
}
