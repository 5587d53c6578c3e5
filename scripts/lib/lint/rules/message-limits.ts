import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { ERROR_KEYS_FILE } from '../../../../src/shared/form-lint/known-files.ts';
import { placeholdersOf } from '../../../../src/shared/form-lint/placeholders.ts';
import { refTarget } from '../../../../src/shared/form-lint/refs.ts';
import { languages, lookupKey } from '../locale-keys.ts';
import { eachSubschema } from '../schema-walk.ts';
import type { Rule } from '../types.ts';

/** Where a message's `{min}` and `{max}` come from: the first of these rules the failing field's schema has. */
const LIMITS: Record<string, string[]> = {
  min: ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'],
  max: ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'],
};

/** The limit a message quotes but its schema does not have, e.g. `max` for a message of a field without maximum. */
function missingLimit(text: unknown, has: (keyword: string) => boolean): string | undefined {
  if (typeof text !== 'string') return undefined;
  return placeholdersOf(text).find((name) => LIMITS[name] && !LIMITS[name].some(has));
}

/**
 * A message quotes `{min}` or `{max}` only where the field has that limit: otherwise the reader gets
 * "ZIP Code must be  characters or fewer." with the number left out.
 */
export const messageLimits: Rule = {
  name: 'message-limits',
  run(context, { report }) {
    const english = languages(context)[0];
    const check = (key: unknown, has: (keyword: string) => boolean, file: string, where: string) => {
      if (typeof key !== 'string') return;
      const limit = missingLimit(lookupKey(context, english, key), has);
      if (limit)
        report({
          severity: 'error',
          file,
          where,
          message:
            `"${key}" quotes {${limit}}, but this field has no ` +
            `${LIMITS[limit].map((k) => `"${k}"`).join(', ')} rule, so readers see nothing where the number should be`,
          fix: `Name a message without {${limit}} here, or give the field the limit`,
        });
    };
    for (const file of context.schemaDocuments) {
      eachSubschema(file.data, (schema, path) => {
        if (!isObject(schema.errorMessage)) return;
        const target =
          typeof schema.$ref === 'string' ? refTarget(context.schemaFiles, file, schema.$ref)?.target : undefined;
        const has = (keyword: string) => keyword in schema || (isObject(target) && keyword in target);
        for (const [keyword, key] of Object.entries(schema.errorMessage))
          check(key, has, file.display, formatPath([...path, 'errorMessage', keyword]));
      });
    }
    const errorKeys = context.schemaFiles.get(ERROR_KEYS_FILE);
    if (!isObject(errorKeys?.data)) return;
    // A default message is shown for its own keyword: the field has that rule, and no other is known.
    for (const [keyword, key] of Object.entries(errorKeys.data))
      check(key, (limit) => limit === keyword, errorKeys.display, formatPath([keyword]));
  },
};
