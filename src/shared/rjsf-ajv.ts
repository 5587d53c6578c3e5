import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import Ajv, { type Options } from 'ajv';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from './ajv-options.ts';

/**
 * The ajv RJSF's validator makes (its AJV_CONFIG and ajv-formats) with the project's options and keywords, and
 * `extra` options on top: the server's and the lint's validators, and the build's compiler of effect conditions,
 * accept what the browser's accept. @rjsf/validator-ajv8 exports this factory only by its path inside the package;
 * this module is the one place outside the browser's engine (src/engine/rjsf.ts) that names such a path, and
 * package.json pins the version it was written against.
 */
export function createRjsfAjv(extra: Options = {}): Ajv {
  return createAjvInstance(undefined, undefined, { ...AJV_OPTIONS_OVERRIDES, ...extra }, undefined, Ajv, extendAjv);
}
