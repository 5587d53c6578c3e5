/* Analyst mistakes in JSON files, the brand, content documents and the manifest, with the line the lint prints. */
import { BRAND, BUSINESS_UI, SUBMIT_UI, TAX_FORMS, replace, type Mistake } from './lint-mistake.ts';

/** How a JSON file can be broken or two-faced: each named in plain words. */
export const JSON_MISTAKES: Mistake[] = [
  {
    name: 'a key is written twice, so the first label is lost',
    make: (edit) => replace(edit, 'locales/en/fields.json', '{', '{\n  "companyName": "Company",'),
    at: 'locales/en/fields.json at companyName: error:',
    says: ['"companyName" is written twice in the same place', 'only the last one counts', 'Keep one of them'],
  },
  {
    name: 'a UI schema has a comment',
    make: (edit) => replace(edit, BUSINESS_UI, '{', '{\n  // the first step\n'),
    at: `${BUSINESS_UI} at line 2, column 3: error:`,
    says: ['comments (// or /* */) are not allowed in JSON', '"$comment"'],
  },
  {
    name: 'a text was pasted with curly quotes',
    make: (edit) => replace(edit, 'locales/es/help.json', '"nineDigits": "', '"nineDigits": “'),
    at: 'locales/es/help.json at line 2, column 17: error:',
    says: ['“ is a curly quote; JSON needs straight double quotes'],
  },
  {
    name: 'a file was saved with a byte-order mark',
    make: (edit) => edit.text('schemas/wizard.json', `\ufeff${edit.read('schemas/wizard.json')}`),
    at: 'schemas/wizard.json at line 1, column 1: error:',
    says: ['invisible byte-order mark', 'UTF-8 without BOM'],
  },
  {
    name: 'a list ends with a comma',
    make: (edit) => replace(edit, SUBMIT_UI, '"applicants"\n  ]', '"applicants",\n  ]'),
    at: `${SUBMIT_UI} at line 8, column 3: error:`,
    says: ['there is a comma before this "]"'],
  },
  {
    name: 'a text is in single quotes',
    make: (edit) => replace(edit, 'locales/en/steps.json', /: "[^"]*"/, ": 'Applicant'"),
    at: 'locales/en/steps.json at line 2, column ',
    says: ['text must be in double quotes ("), not single quotes'],
  },
  {
    name: 'the brand file is not valid JSON',
    make: (edit) => replace(edit, BRAND, '"legalName":', '"legalName" ='),
    at: `${BRAND} at line 4, column 15: error:`,
    says: ['a ":" was expected after the property name'],
  },
];

/** The brand's values are printed as they are in emails, on paper and on screen. */
export const BRAND_MISTAKES: Mistake[] = [
  {
    name: 'the credit department email lacks its domain',
    make: (edit) => edit.json(BRAND, (brand) => (brand.creditDepartment.email = 'credit@example')),
    at: `${BRAND} at creditDepartment.email: error:`,
    says: ['"credit@example" is not an email address', 'Write an email address, e.g. "credit@example.com"'],
  },
  {
    name: 'the phone number is written another way',
    make: (edit) => edit.json(BRAND, (brand) => (brand.creditDepartment.phone = '417.555.0142')),
    at: `${BRAND} at creditDepartment.phone: error:`,
    says: ['"417.555.0142" is not a phone number written "(417) 555-0142"'],
  },
  {
    name: 'the site address has no https://',
    make: (edit) => edit.json(BRAND, (brand) => (brand.siteUrl = 'www.example.com')),
    at: `${BRAND} at siteUrl: error:`,
    says: ['"www.example.com" is not a whole https:// address'],
  },
  {
    name: 'a colour is a word',
    make: (edit) => edit.json(BRAND, (brand) => (brand.colors.primary = 'navy')),
    at: `${BRAND} at colors.primary: error:`,
    says: ['"navy" is not a colour written "#1f4e79"'],
  },
  {
    name: 'the supplier name is removed',
    make: (edit) => edit.json(BRAND, (brand) => delete brand.supplierName),
    at: `${BRAND} at supplierName: error:`,
    says: ['"supplierName" is missing'],
  },
];

/** Content documents the server reads at start-up: terms texts and the tax-exemption list. */
export const CONTENT_MISTAKES: Mistake[] = [
  {
    name: 'a terms text of one language is deleted',
    make: (edit) => edit.remove('locales/es/content/general-terms.md'),
    at: 'locales/es/content/general-terms.md: error:',
    says: ['this terms text does not exist, and applicants must agree to it'],
  },
  {
    name: 'a placeholder of the terms is misspelt',
    make: (edit) => replace(edit, 'locales/en/content/terms.md', '{supplier}', '{suplier}'),
    at: 'locales/en/content/terms.md at line 3: error:',
    says: ['{suplier} is not a value this text is given', '(did you mean "supplier"?)', 'Use only the values'],
  },
  {
    name: 'the terms use HTML for emphasis',
    make: (edit) => replace(edit, 'locales/en/content/terms.md', '{supplier}', '<b>{supplier}</b>'),
    at: 'locales/en/content/terms.md at line 3: error:',
    says: ['"<b>" is markup that is shown as it is'],
  },
  {
    name: 'the tax-exemption list leaves out a state',
    make: (edit) => edit.json(TAX_FORMS, (forms) => delete forms.states.WY),
    at: `${TAX_FORMS} at states: error:`,
    says: ["there is no entry for WY, a state of the application's list"],
  },
  {
    name: 'a tax agency address is http://',
    make: (edit) => edit.json(TAX_FORMS, (forms) => (forms.states.MO.agencyUrl = 'http://dor.mo.gov/')),
    at: `${TAX_FORMS} at states.MO.agencyUrl: error:`,
    says: ['"http://dor.mo.gov/" is not an https:// address'],
  },
  {
    name: 'a state entry has a misnamed setting',
    make: (edit) => edit.json(TAX_FORMS, (forms) => (forms.states.KS.formNumber = 'ST-28A')),
    at: `${TAX_FORMS} at states.KS.formNumber: error:`,
    says: ['"formNumber" is not a setting of a state\'s entry'],
  },
  {
    name: 'the tax-exemption list is not valid JSON',
    make: (edit) => replace(edit, TAX_FORMS, '"intro":', '"intro" '),
    at: `${TAX_FORMS} at line `,
    says: ['not valid JSON', 'a ":" was expected after the property name'],
  },
];

/** The wizard manifest and the files it names. */
export const MANIFEST_MISTAKES: Mistake[] = [
  {
    name: 'a step names a schema file that does not exist',
    make: (edit) =>
      edit.json('schemas/wizard.json', (wizard) => (wizard.steps[1].schema = 'steps/busines-information.schema.json')),
    at: 'schemas/wizard.json at steps[1].schema: error:',
    says: [
      '"steps/busines-information.schema.json" does not exist',
      'did you mean "steps/business-information.schema.json"',
    ],
  },
  {
    name: 'a step kind is misspelt',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[1].kind = 'from')),
    at: 'schemas/wizard.json at steps[1].kind: error:',
    says: ['"from" is not a step kind (did you mean "form"?)'],
  },
  {
    name: 'two steps have the same path',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[2].path = 'business-information')),
    at: 'schemas/wizard.json at steps[2].path: error:',
    says: ['two steps have the path "business-information"'],
  },
  {
    name: 'a step title names a key that does not exist',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[0].title = 'steps.applicantInfo')),
    at: 'schemas/wizard.json at steps[0].title: error:',
    says: ['the step title names the key "steps.applicantInfo", which is in no locale file'],
  },
  {
    name: "a step's save path is not an API path",
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[1].saves[0].path = 'v1/business info')),
    at: 'schemas/wizard.json at steps[1].saves[0].path: error:',
    says: ['the path "v1/business info" is not an API path', 'e.g. "/v1/trade-references"'],
  },
  {
    name: 'a save sends a list field that does not exist',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[3].saves[1].body = 'shop')),
    at: 'schemas/wizard.json at steps[3].saves[1].body: error:',
    says: ['the body "shop" is neither "form" nor a list field of the step\'s form (did you mean "shops"?)'],
  },
  {
    name: 'two saves keep their data under the same section',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[3].saves[1].section = 'accountInfo')),
    at: 'schemas/wizard.json at steps[3].saves[1].section: error:',
    says: ['two saves have the section "accountInfo"', 'Give every save its own section'],
  },
  {
    name: 'a save leaves out a field that does not exist',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[3].saves[0].without = ['shosp'])),
    at: 'schemas/wizard.json at steps[3].saves[0].without[0]: error:',
    says: ['"shosp" is not a field of the step\'s form (did you mean "shops"?)'],
  },
  {
    name: 'requiredToSubmit is written as a text',
    make: (edit) => edit.json('schemas/wizard.json', (wizard) => (wizard.steps[1].requiredToSubmit = 'yes')),
    at: 'schemas/wizard.json at steps[1].requiredToSubmit: error:',
    says: ['"requiredToSubmit" must be true or false'],
  },
];
