import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { refTarget } from '../../../../src/shared/form-lint/refs.ts';
import { eachSubschema } from '../schema-walk.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { Rule } from '../types.ts';

/** ajv-errors' own entries of an `errorMessage` object, which are not rule keywords. */
const AJV_ERRORS_ENTRIES = ['properties', 'items', '_'];

/**
 * An `errorMessage` object names the keywords whose message it replaces (`{ "pattern": "errors.ssn" }`): a keyword
 * the schema does not use (or a misspelt one) means the message is never shown.
 */
export const errorMessages: Rule = {
  name: 'error-messages',
  run(context, { report }) {
    for (const file of context.schemaDocuments) {
      eachSubschema(file.data, (schema, path) => {
        if (!isObject(schema.errorMessage)) return;
        const target =
          typeof schema.$ref === 'string' ? refTarget(context.schemaFiles, file, schema.$ref)?.target : undefined;
        const used = new Set([...Object.keys(schema), ...(isObject(target) ? Object.keys(target) : [])]);
        for (const keyword of Object.keys(schema.errorMessage)) {
          if (used.has(keyword) || AJV_ERRORS_ENTRIES.includes(keyword)) continue;
          report({
            severity: 'error',
            file: file.display,
            where: formatPath([...path, 'errorMessage', keyword]),
            message:
              `errorMessage has a message for "${keyword}", but this schema has no "${keyword}" rule, so it ` +
              `is never shown${didYouMean(keyword, used)}`,
            fix: `Correct the keyword, or add the "${keyword}" rule to the schema`,
          });
        }
      });
    }
  },
};
