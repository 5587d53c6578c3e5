/* Analyst mistakes in labels and the texts around them (#29), each with the line the lint must print. */
import { BUSINESS_SCHEMA, BUSINESS_UI, both, replace, type Mistake } from './lint-mistake.ts';

const PARAGRAPH =
  'The number the Internal Revenue Service gave your business when it was formed, which you can find on the ' +
  'letter it sent you, on your last tax return or on the payroll forms of your employees; if you are a sole ' +
  'proprietor without employees, you may write your own Social Security number instead.';

/** Choices, suggestions and labels: what readers see instead of a raw value or property name. */
export const LABEL_MISTAKES: Mistake[] = [
  {
    name: 'a choice is removed from the schema and its label stays behind (a warning only)',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) => {
        const choice = schema.properties.businessType;
        choice.enum = choice.enum.filter((value: string) => value !== 'CORPORATION');
      }),
    at: 'locales/en/enums.json at businessType.CORPORATION: warning:',
    says: [
      '"enums.businessType.CORPORATION" labels the choice "CORPORATION", which "businessType" no longer offers',
      'Remove "CORPORATION" from "enums.businessType" in every language',
    ],
    code: 0,
    alsoIn: ['locales/es/enums.json'],
  },
  {
    name: 'a choice is removed from the schema and its Spanish label stays behind too (a warning only)',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) => {
        const choice = schema.properties.businessType;
        choice.enum = choice.enum.filter((value: string) => value !== 'CORPORATION');
      }),
    at: 'locales/es/enums.json at businessType.CORPORATION: warning:',
    says: ['labels the choice "CORPORATION", which "businessType" no longer offers, so nobody sees it'],
    code: 0,
    alsoIn: ['locales/en/enums.json'],
  },
  {
    name: 'a free text gets a suggestion (an example) without its label',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) => schema.properties.businessDescription.examples.push('Towing')),
    at: `${BUSINESS_UI} at businessDescription.ui:options.labels: error:`,
    says: [
      '"businessDescription" offers "Towing", but "enums.businessDescription" has no label for it in any language',
      'Add "Towing" to "enums.businessDescription" in locales/en/enums.json and locales/es/enums.json',
    ],
  },
  {
    name: 'a field is added to the schema and ui:order without a label',
    make: (edit) => {
      edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.fleetSize = { type: 'integer', examples: [3] }));
      edit.json(BUSINESS_UI, (ui) => ui['ui:order'].splice(1, 0, 'fleetSize'));
    },
    at: `${BUSINESS_UI} at fleetSize: error:`,
    says: [
      '"fleetSize" has no "ui:title", so readers would see its property name "fleetSize" as its label',
      'Add "fleetSize": { "ui:title": "fields.fleetSize" }',
      'locales/en/fields.json and locales/es/fields.json',
    ],
  },
  {
    name: 'a placeholder names a text that does not exist',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:placeholder'] = 'help.companyNameExample')),
    at: `${BUSINESS_UI} at companyName.ui:placeholder: error:`,
    says: ['ui:placeholder names the key "help.companyNameExample", which is in no locale file'],
  },
  {
    name: 'an option written as a ui: key names a text that does not exist',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.addressLine2['ui:group'] = 'fields.groupAdress')),
    at: `${BUSINESS_UI} at addressLine2.ui:group: error:`,
    says: [
      'ui:group names the key "fields.groupAdress", which is in no locale file (did you mean "fields.groupAddress"?)',
    ],
  },
  {
    name: "the manifest's list of uploaded files names a title that does not exist",
    make: (edit) =>
      edit.json('schemas/wizard.json', (wizard) => (wizard.steps[1].files.title = 'widgets.taxForm.title')),
    at: 'schemas/wizard.json at steps[1].files.title: error:',
    says: [
      '"title" names the key "widgets.taxForm.title", which is in no locale file',
      '(did you mean "widgets.taxForms.title"?)',
    ],
  },
  {
    name: 'a new file of the schemas folder names a text that does not exist (policy reasons, an answer form…)',
    make: (edit) =>
      edit.text(
        'schemas/policy/credit-policy.json',
        JSON.stringify({ reasons: [{ code: 'history', text: 'staff.reasons.limitedCreditHistroy' }] }),
      ),
    at: 'schemas/policy/credit-policy.json at reasons[0].text: error:',
    says: [
      'names the key "staff.reasons.limitedCreditHistroy"',
      '(did you mean "staff.reasons.limitedCreditHistory"?)',
    ],
  },
  {
    name: 'a locale key nobody uses, reported in the Spanish file too (a warning only)',
    make: (edit) => both(edit, 'fields', (fields) => (fields.faxNumbr = 'Fax')),
    at: 'locales/es/fields.json at faxNumbr: warning:',
    says: ['"fields.faxNumbr" is not used by any schema, UI schema or code'],
    code: 0,
  },
];

/** Texts too long for the room the layout gives them, and placeholders left open. */
export const LENGTH_MISTAKES: Mistake[] = [
  {
    name: 'a label is pasted as a whole paragraph',
    make: (edit) => both(edit, 'fields', (fields) => (fields.federalTaxId = PARAGRAPH)),
    at: 'locales/en/fields.json at federalTaxId: error:',
    says: [
      `"fields.federalTaxId" is ${PARAGRAPH.length} characters, more than the 48 that the label of "federalTaxId" ` +
        '(half width) can show at all',
      'Shorten it to 42 characters or fewer',
    ],
  },
  {
    name: 'a help text is pasted as a whole paragraph',
    make: (edit) => both(edit, 'help', (help) => (help.phone = `${PARAGRAPH} ${PARAGRAPH}`)),
    at: 'locales/es/help.json at phone: error:',
    says: ['more than the 256 that the help of "phone" (half width) can show at all'],
  },
  {
    name: 'a label is longer than its narrow field shows well (a warning only)',
    make: (edit) =>
      edit.json('locales/es/fields.json', (fields) => (fields.addressZip = 'Código postal de la oficina')),
    at: 'locales/es/fields.json at addressZip: warning:',
    says: ['is 27 characters, more than the 26 that the label of', '(third width) shows well on every screen'],
    code: 0,
  },
  {
    name: 'a placeholder is left open in a message',
    make: (edit) => both(edit, 'errors', (errors) => (errors.required = '{field is required.')),
    at: 'locales/en/errors.json at required: error:',
    says: ['"errors.required" has a brace that opens or closes no placeholder ("{field is required.")'],
  },
  {
    name: 'a placeholder is left open in a letter',
    make: (edit) => replace(edit, 'locales/es/content/approval-cash-letter.md', '{applicationId}', '{applicationId'),
    at: 'locales/es/content/approval-cash-letter.md at line 6: error:',
    says: ['has a brace that opens or closes no placeholder', '{applicationId'],
  },
];
