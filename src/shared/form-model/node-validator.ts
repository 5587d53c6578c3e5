import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../ajv-options.ts';
import type { JsonObject } from './json.ts';

const validators = new WeakMap<object, ValidatorType>();

/**
 * RJSF's validator with the project's ajv settings, for deciding a form's conditions in Node (the server, the
 * scripts, the tests); the browser uses its precompiled one. One per form schema: RJSF's validator keeps one root
 * schema at a time and recompiles when it changes.
 */
export function formValidator(schema: JsonObject): ValidatorType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = customizeValidator({
      ajvOptionsOverrides: AJV_OPTIONS_OVERRIDES,
      extenderFn: extendAjv,
    }) as ValidatorType;
    validators.set(schema, validator);
  }
  return validator;
}
