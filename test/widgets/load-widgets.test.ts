import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgreementWidget } from '../../src/widgets/AgreementWidget.tsx';
import { MaskedTextWidget } from '../../src/widgets/MaskedTextWidget.tsx';
import { loadWidgets } from '../../src/widgets/index.ts';
import { SignatureWidget } from '../../src/widgets/SignatureWidget.tsx';
import { StoreWidget } from '../../src/widgets/stores/StoreWidget.tsx';

const uiSchemaOf = (form: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../schemas/${form}.ui.json`), 'utf8')) as object;

describe('loadWidgets: the custom widgets a UI schema names, and no others', () => {
  it.each([
    ['steps/business-information', ['choiceWithOther', 'masked', 'taxExemption', 'years']],
    ['steps/applicants', ['dateOfBirth', 'masked', 'years']],
    ['steps/account-information', ['masked', 'money', 'radioGroup', 'store']],
    ['steps/submit', ['agreement', 'signature']],
    ['staff/decision', ['radioGroup']],
    ['auth/login', []],
  ])('%s gets %j', async (form, names) => {
    expect(Object.keys(await loadWidgets(uiSchemaOf(form))).sort()).toEqual(names);
  });

  it('finds names in list items and effects, gives the widgets themselves, one table per UI schema', async () => {
    const uiSchema = {
      applicants: { items: { ssn: { 'ui:widget': 'masked' } } },
      'ui:effects': [{ then: { signature: { 'ui:widget': 'signature' } } }],
      agree: { 'ui:widget': 'agreement' },
      hidden: { 'ui:widget': 'hidden' },
      shop: { 'ui:widget': 'store' },
    };
    const widgets = await loadWidgets(uiSchema);
    expect(widgets).toEqual({
      masked: MaskedTextWidget,
      signature: SignatureWidget,
      agreement: AgreementWidget,
      store: StoreWidget,
    });
    expect(await loadWidgets(uiSchema)).toBe(widgets);
  });
});
