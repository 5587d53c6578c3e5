import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { ERROR_KEYS_FILE } from '../../../../src/shared/form-lint/known-files.ts';
import { knownKeywords, strictAjvReader } from '../../../../src/shared/form-lint/strict-ajv.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { Rule } from '../types.ts';

/**
 * `schemas/common/error-keys.json` maps JSON Schema keywords to default message keys: each left side is a
 * keyword (a misspelt one would never match, and its fields would show "Field not valid"), each right side a
 * message key (checked by `translations`), and "default" exists, as `src/shared/field-errors.ts` falls back to it.
 */
export const errorKeys: Rule = {
  name: 'error-keys',
  run(context, { report }) {
    const file = context.schemaFiles.get(ERROR_KEYS_FILE);
    const display = file?.display ?? `${context.schemasDir.split(/[\\/]/).pop()}/${ERROR_KEYS_FILE}`;
    if (!file) {
      report({
        severity: 'error',
        file: display,
        where: '',
        message: 'this file does not exist, and the product reads it for its error messages',
        fix: 'Restore it: { "required": "errors.required", …, "default": "errors.default" }',
      });
      return;
    }
    if (!isObject(file.data)) return;
    const known = knownKeywords(strictAjvReader());
    for (const [keyword, key] of Object.entries(file.data)) {
      if (keyword === '$comment') continue;
      if (typeof key !== 'string') {
        report({
          severity: 'error',
          file: display,
          where: formatPath([keyword]),
          message: `the message of "${keyword}" must be a key such as "errors.invalid"`,
          fix: 'Write the key in double quotes',
        });
      }
      if (keyword !== 'default' && !known.has(keyword)) {
        report({
          severity: 'error',
          file: display,
          where: formatPath([keyword]),
          message: `"${keyword}" is not a JSON Schema keyword${didYouMean(keyword, known)}`,
          fix: 'Correct the keyword, or remove the line',
        });
      }
    }
    if (!('default' in file.data)) {
      report({
        severity: 'error',
        file: display,
        where: '',
        message: 'there is no "default" message for rules without one of their own',
        fix: 'Add "default": "errors.default"',
      });
    }
  },
};
