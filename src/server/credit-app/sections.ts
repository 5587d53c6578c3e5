import type { FormValidators } from '../validation/form-validator.ts';
import { keepShown, type JsonObject } from '../../shared/form-model/index.ts';
import { formValidator } from '../../shared/form-model/node-validator.ts';

/**
 * The sections of a credit application, each saved by its own PUT and validated by the form that edits it:
 * the whole form, or one list field of it when the API takes the bare list. `without` names fields of the form
 * that another section stores (the account step edits its shops too, saved by `PUT /v1/shops`).
 */
export const SECTIONS: Record<SectionName, Section> = {
  businessInfo: { form: 'steps/business-information' },
  applicants: { form: 'steps/applicants', list: 'applicants' },
  accountInfo: { form: 'steps/account-information', without: ['shops'] },
  shops: { form: 'steps/account-information', list: 'shops' },
};

export type SectionName = 'businessInfo' | 'applicants' | 'accountInfo' | 'shops';

interface Section {
  /** The form id (`steps/applicants`). */
  form: string;
  /** The list field of the form that is the body, when the API takes a bare list. */
  list?: string;
  without?: readonly string[];
}

/**
 * Of a section's valid body, only the fields its form shows for that data (a bare list is read as the form's list
 * field): what the form hides is not stored, names the schema does not know are dropped.
 */
export function keepShownOfSection(forms: FormValidators, name: SectionName, body: unknown): unknown {
  const section = SECTIONS[name];
  const document = forms.form(section.form);
  const form = { ...document, validator: formValidator(document.schema) };
  if (!section.list) return keepShown(form, body);
  return keepShown(form, { [section.list]: body } as JsonObject)[section.list];
}

/** The schema that validates a section's request body. */
export function sectionSchema(forms: FormValidators, name: SectionName): JsonObject {
  const section = SECTIONS[name];
  return section.list ? forms.listSchema(section.form, section.list) : forms.schema(section.form);
}
