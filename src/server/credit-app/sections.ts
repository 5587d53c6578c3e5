import type { FormValidators } from '../validation/form-validator.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';

/**
 * The sections of a credit application, each saved by its own PUT and validated by the form that edits it:
 * the whole form, or one list field of it when the API takes the bare list. `without` names fields of the form
 * that another section stores (the account step edits its shops too, saved by `PUT /v1/shops`).
 */
export const SECTIONS: Record<SectionName, Section> = {
  businessInfo: { form: 'steps/business-information', step: 'businessInformation' },
  applicants: { form: 'steps/applicants', list: 'applicants', step: 'applicants' },
  accountInfo: { form: 'steps/account-information', without: ['shops'], step: 'accountInformation' },
  shops: { form: 'steps/account-information', list: 'shops', step: 'accountInformation' },
};

export type SectionName = 'businessInfo' | 'applicants' | 'accountInfo' | 'shops';

interface Section {
  /** The form id (`steps/applicants`). */
  form: string;
  /** The list field of the form that is the body, when the API takes a bare list. */
  list?: string;
  without?: readonly string[];
  /** The wizard step (its key in schemas/wizard.json) that edits it: a request for changes reopens steps. */
  step: string;
}

/** The schema that validates a section's request body (and decides which of its fields are kept). */
export function sectionSchema(forms: FormValidators, name: SectionName): JsonObject {
  const section = SECTIONS[name];
  return section.list ? forms.listSchema(section.form, section.list) : forms.schema(section.form);
}
