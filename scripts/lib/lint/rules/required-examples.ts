import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { refTarget } from '../../../../src/shared/form-lint/refs.ts';
import { eachSubschema } from '../schema-walk.ts';
import type { Rule } from '../types.ts';

/**
 * Every required field has an `examples` value (on the field or on the definition it names): sample
 * applications, test fixtures and the preview are made from them, so a required field without one breaks them.
 * One finding per form. Conditions (`if`, `not`) name no fields, and a list of objects needs no example of its
 * own: sample data gives it an entry and fills the entry's fields from theirs.
 */
const isListOfObjects = (schema: Record<string, unknown>) =>
  isObject(schema.items) && (typeof schema.items.$ref === 'string' || isObject(schema.items.properties));

export const requiredExamples: Rule = {
  name: 'required-examples',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      const file = form.schemaFile;
      if (hasErrors(file.display)) continue;
      const missing: string[] = [];
      eachSubschema(file.data, (schema, path) => {
        if (!Array.isArray(schema.required) || !isObject(schema.properties)) return;
        if (path.some((step) => step === 'if' || step === 'not')) return;
        for (const name of schema.required) {
          const property = typeof name === 'string' ? schema.properties[name] : undefined;
          if (!isObject(property) || property.readOnly || 'const' in property || isListOfObjects(property)) continue;
          const target =
            typeof property.$ref === 'string' ? refTarget(context.schemaFiles, file, property.$ref)?.target : undefined;
          if (!('examples' in property) && !(isObject(target) && 'examples' in target))
            missing.push(formatPath([...path, 'properties', name]));
        }
      });
      if (missing.length)
        report({
          severity: 'error',
          file: file.display,
          where: missing[0],
          message:
            `${missing.length} required field${missing.length > 1 ? 's have' : ' has'} no "examples" value ` +
            `(${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`,
          fix: 'Add "examples": [ a valid value ] to each: sample applications and tests are made from it',
        });
    }
  },
};
