import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonEdit } from '../helpers/json-edit.ts';

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The labels the edits below add, by language. */
const PERSON_AND_ACCOUNT_TEXTS = {
  en: { ownershipShare: 'Ownership Share (%)', monthlyPurchases: 'Expected Monthly Purchases' },
  es: { ownershipShare: 'Participación en la propiedad (%)', monthlyPurchases: 'Compras mensuales previstas' },
} as const;

/** The examples of the new fields: what every fixture, test and flow fills them with. */
export const PERSON_AND_ACCOUNT_EXAMPLES = { ownershipShare: 60, monthlyPurchases: 4000 };

/**
 * The analysts' walk-through (docs/analysts.md#adding-a-field-end-to-end) for two more steps, in `schemasDir` and
 * `localesDir`: each applicant (owner and co-owner) gets a required "Ownership Share (%)", a whole number from 1 to
 * 100, and the account step a required "Expected Monthly Purchases", from 0 to 1,000,000; each with its `examples`,
 * its place in `ui:order`, its title and its label in both languages. Nothing else changes.
 */
export function addRequiredPersonAndAccountFields(schemasDir: string, localesDir: string): void {
  editJson(join(schemasDir, 'steps/applicants.schema.json'), (schema) => {
    const applicant = schema.definitions.applicant;
    applicant.properties.ownershipShare = {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      examples: [PERSON_AND_ACCOUNT_EXAMPLES.ownershipShare],
      errorMessage: { minimum: 'errors.min', maximum: 'errors.max' },
    };
    applicant.required.push('ownershipShare');
  });
  editJson(join(schemasDir, 'steps/applicants.ui.json'), (ui) => {
    const order: string[] = ui.applicants.items['ui:order'];
    order.splice(order.indexOf('lastName') + 1, 0, 'ownershipShare');
    ui.applicants.items.ownershipShare = {
      'ui:title': 'fields.ownershipShare',
      'ui:autocomplete': 'off',
      'ui:options': { inputMode: 'numeric' },
    };
  });
  editJson(join(schemasDir, 'steps/account-information.schema.json'), (schema) => {
    schema.properties.monthlyPurchases = {
      type: 'integer',
      minimum: 0,
      maximum: 1000000,
      examples: [PERSON_AND_ACCOUNT_EXAMPLES.monthlyPurchases],
      errorMessage: { minimum: 'errors.min', maximum: 'errors.max' },
    };
    schema.required.push('monthlyPurchases');
  });
  editJson(join(schemasDir, 'steps/account-information.ui.json'), (ui) => {
    const order: string[] = ui['ui:order'];
    order.splice(order.indexOf('creditLimit') + 1, 0, 'monthlyPurchases');
    ui.monthlyPurchases = {
      'ui:title': 'fields.monthlyPurchases',
      'ui:autocomplete': 'off',
      'ui:widget': 'money',
      'ui:options': { inputMode: 'numeric' },
    };
  });
  for (const language of ['en', 'es'] as const)
    editJson(join(localesDir, language, 'fields.json'), (fields) =>
      Object.assign(fields, PERSON_AND_ACCOUNT_TEXTS[language]),
    );
}
