import { describe, expect, it } from 'vitest';
import { formLoaders } from 'virtual:wizard';
import { loadFlatForm } from '../../src/engine/flat-form/load-flat-form.ts';
import { loadForm } from '../../src/engine/loaded-form.ts';
import { validateForm } from '../../src/engine/validate-form.ts';

const AUTH_FORMS = Object.keys(formLoaders).filter((id) => id.startsWith('auth/'));

/** Data that breaks each kind of rule the account forms have: missing, too short, malformed, blank, not equal. */
const SAMPLES: Array<Record<string, unknown>> = [
  {},
  { email: 'not-an-email', password: 'short' },
  { email: 'ann@example.com', password: 'Secret-123', passwordRecoveryAnswer: '   ' },
  { passwordRecoveryQuestionKey: 'first_car', passwordRecoveryAnswer: 'Mustang', newPassword: 'Secret-123' },
  { newPassword: 'Secret-123', confirmPassword: 'Secret-124', passwordRecoveryQuestionKey: 'elsewhere' },
  { email: 'ann@example.com', password: 'Secret-123', passwordRecoveryQuestionKey: 'first_car' },
];

describe('the flat account forms, drawn without RJSF', () => {
  it('covers every account form of schemas/auth', () => {
    expect(AUTH_FORMS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(AUTH_FORMS)('%s loads as a flat form with its fields in ui:order', async (id) => {
    const form = await loadFlatForm(id);
    const { schema } = await formLoaders[id]();
    const order = (form.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties as object);
    expect(form.fields.map((field) => field.name)).toEqual(order);
    for (const field of form.fields) expect(field.schema.type, field.name).toBe('string');
  });

  it.each(AUTH_FORMS)('%s finds the very errors RJSF’s precompiled validator finds', async (id) => {
    const [flat, rjsf] = await Promise.all([loadFlatForm(id), loadForm(id)]);
    for (const data of SAMPLES) expect(flat.validate(data), JSON.stringify(data)).toEqual(validateForm(rjsf, data));
  });

  it('refuses a form that needs RJSF (lists, effects)', async () => {
    await expect(loadFlatForm('steps/applicants')).rejects.toThrow(/not flat/);
  });
});
