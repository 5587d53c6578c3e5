import { describe, expect, it } from 'vitest';
import { formLoaders } from 'virtual:wizard';
import { loadForm } from '../../src/engine/loaded-form.ts';
import { validateForm } from '../../src/engine/validate-form.ts';
import { fieldAt, formFields, type JsonObject } from '../../src/shared/form-model/index.ts';
import { localizedErrorMap } from '../../src/shared/field-errors.ts';
import { createTestI18n } from '../helpers/i18n.ts';

/**
 * The messages each form gives for a table of wrong values, in both languages: any change to a rule or a message
 * shows here as a readable diff. Each value is tried alone on every top-level field, by the field's type.
 */
const INVALID_BY_TYPE: Record<string, unknown[]> = {
  string: ['', '   ', '12-34', 'x'.repeat(300)],
  integer: [-5, 1.5, 10_000_000],
  number: [-5, 10_000_000],
  boolean: ['yes'],
  array: ['x', [{}]],
};

function fieldsOf(form: { schema: JsonObject; uiSchema: JsonObject }): Array<[string, unknown[]]> {
  return Object.keys((form.schema.properties as JsonObject) ?? {}).map((field) => {
    const type = String(fieldAt(formFields(form), [field])?.schema.type ?? 'string');
    return [field, INVALID_BY_TYPE[type] ?? ['x']];
  });
}

describe.each(['en', 'es'] as const)('validation messages in %s', (language) => {
  it.each(Object.keys(formLoaders).sort())('%s', async (formId) => {
    const i18n = await createTestI18n(language);
    const t = i18n.t.bind(i18n);
    const form = await loadForm(formId);
    const lines = [
      `(empty form)`,
      ...Object.entries(localizedErrorMap(validateForm(form, {}), form.uiSchema, t)).map(
        ([path, message]) => `  ${path}: ${message}`,
      ),
    ];
    for (const [field, values] of fieldsOf(form as never)) {
      for (const value of values) {
        const messages = Object.entries(localizedErrorMap(validateForm(form, { [field]: value }), form.uiSchema, t))
          .filter(([path]) => path === field || path.startsWith(`${field}.`))
          .map(([path, message]) => (path === field ? message : `${path}: ${message}`));
        lines.push(`${field} = ${JSON.stringify(value).slice(0, 24)}: ${messages.join(' | ') || '(accepted)'}`);
      }
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(
      `./__snapshots__/${formId.replace('/', '--')}.messages.${language}.txt`,
    );
  });
});
