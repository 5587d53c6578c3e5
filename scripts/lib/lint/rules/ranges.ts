import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { eachSubschema } from '../schema-walk.ts';
import type { Rule } from '../types.ts';

/** Lower and upper limits that must not cross, and whether equal limits are already impossible. */
const PAIRS: [lower: string, upper: string, strict: boolean][] = [
  ['minimum', 'maximum', false],
  ['exclusiveMinimum', 'exclusiveMaximum', true],
  ['minimum', 'exclusiveMaximum', true],
  ['exclusiveMinimum', 'maximum', true],
  ['minLength', 'maxLength', false],
  ['minItems', 'maxItems', false],
  ['minProperties', 'maxProperties', false],
  ['formatMinimum', 'formatMaximum', false],
];

/**
 * A lower limit above its upper limit (`minimum` 500 with `maximum` 100) lets no value through: the field can never be
 * filled.
 */
export const ranges: Rule = {
  name: 'ranges',
  run(context, { report }) {
    for (const file of context.schemaDocuments) {
      eachSubschema(file.data, (schema, path) => {
        for (const [lower, upper, strict] of PAIRS) {
          const low = schema[lower];
          const high = schema[upper];
          const comparable =
            (typeof low === 'number' && typeof high === 'number') ||
            (typeof low === 'string' && typeof high === 'string');
          if (!comparable || (strict ? low < high : low <= high)) continue;
          report({
            severity: 'error',
            file: file.display,
            where: formatPath([...path, lower]),
            message:
              `"${lower}" is ${JSON.stringify(low)} but "${upper}" is ${JSON.stringify(high)}, so no value is ` +
              `allowed`,
            fix: `Make "${lower}" ${strict ? 'smaller than' : 'at most'} "${upper}" (they may have been swapped)`,
          });
        }
      });
    }
  },
};
