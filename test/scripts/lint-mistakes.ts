import type { CopyEditor } from './lint-run.ts';

/** One mistake an analyst could make on a copy of the forms, and the line the lint must print for it. */
export interface Mistake {
  name: string;
  make: (edit: CopyEditor) => void;
  /** The start of the expected line: the file, the place and the severity. */
  at: string;
  /** Text the rest of the line must contain: what is wrong, and the suggestion or fix. */
  says: string[];
  code?: number;
}

const BRAND = 'src/shared/brand.json';
const SUBMIT_UI = 'schemas/steps/submit.ui.json';
const ACCOUNT_UI = 'schemas/steps/account-information.ui.json';
const ACCOUNT_SCHEMA = 'schemas/steps/account-information.schema.json';
const BUSINESS_UI = 'schemas/steps/business-information.ui.json';
const BUSINESS_SCHEMA = 'schemas/steps/business-information.schema.json';
const TAX_FORMS = 'locales/es/content/tax-exemption-forms.json';
const both = (edit: CopyEditor, namespace: string, change: (data: any) => void) =>
  ['en', 'es'].forEach((language) => edit.json(`locales/${language}/${namespace}.json`, change));
const replace = (edit: CopyEditor, file: string, from: string | RegExp, to: string) =>
  edit.text(file, edit.read(file).replace(from, to));

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
    at: `${SUBMIT_UI} at line 7, column 3: error:`,
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

/** UI schemas: widgets, fields, templates and texts they name. */
export const UI_MISTAKES: Mistake[] = [
  {
    name: 'a widget name is misspelt (the step would be blank)',
    make: (edit) => edit.json(ACCOUNT_UI, (ui) => (ui.paymentOption['ui:widget'] = 'radioGrup')),
    at: `${ACCOUNT_UI} at paymentOption.ui:widget: error:`,
    says: ['there is no widget "radioGrup"', '(did you mean "radioGroup"?)'],
  },
  {
    name: 'a field component that does not exist',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:field'] = 'StringFeld')),
    at: `${BUSINESS_UI} at companyName.ui:field: error:`,
    says: ['there is no field component "StringFeld" (did you mean "StringField"?)'],
  },
  {
    name: 'a template is named in a UI schema',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:FieldTemplate'] = 'WideField')),
    at: `${BUSINESS_UI} at companyName.ui:FieldTemplate: error:`,
    says: ['names a template, but templates are code'],
  },
  {
    name: 'an agreement box names a text that does not exist',
    make: (edit) => edit.json(SUBMIT_UI, (ui) => (ui.generalTerms['ui:options'].text = 'generalTerm')),
    at: `${SUBMIT_UI} at generalTerms.ui:options.text: error:`,
    says: ['must agree to something they are never shown', '(did you mean "generalTerms"?)'],
  },
  {
    name: 'an agreement box names no text',
    make: (edit) => edit.json(SUBMIT_UI, (ui) => delete ui.terms['ui:options'].text),
    at: `${SUBMIT_UI} at terms.ui:options: error:`,
    says: ['this agreement box names no text'],
  },
  {
    name: 'a title names a misspelt key (the raw key would show)',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:title'] = 'fields.companyNmae')),
    at: `${BUSINESS_UI} at companyName.ui:title: error:`,
    says: ['names the key "fields.companyNmae", which is in no locale file (did you mean "fields.companyName"?)'],
  },
  {
    name: 'option labels name a misspelt group',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.businessType['ui:options'].labels = 'enums.businesType')),
    at: `${BUSINESS_UI} at businessType.ui:options.labels: error:`,
    says: ['"enums.businesType", which is in no locale file (did you mean "enums.businessType"?)'],
  },
  {
    name: 'ui:order lists a field twice',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => ui['ui:order'].push('taxExempt')),
    at: `${BUSINESS_UI} at ui:order[20]: error:`,
    says: ['"taxExempt" is listed twice in ui:order'],
  },
  {
    name: 'a UI schema has no form schema beside it',
    make: (edit) => edit.text('schemas/steps/trade-references.ui.json', '{}\n'),
    at: 'schemas/steps/trade-references.ui.json: error:',
    says: ['this UI schema has no form schema (trade-references.schema.json beside it)'],
  },
  {
    name: 'an effect action has two verbs',
    make: (edit) => edit.json(ACCOUNT_UI, (ui) => (ui['ui:effects'][0].do[0].clear = 'creditLimit')),
    at: `${ACCOUNT_UI} at ui:effects[0].do[0]: error:`,
    says: ['an action must have exactly one of', 'this one has "set" and "clear"'],
  },
];

/** Values written for a field must be values it accepts. */
export const VALUE_MISTAKES: Mistake[] = [
  {
    name: 'a default is a word where a number belongs',
    make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.numberOfEmployees.default = 'ten')),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.default: error:`,
    says: ['the default "ten" is not a value this field accepts: it must be a whole number'],
  },
  {
    name: 'a default is above the maximum',
    make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.numberOfEmployees.default = 600000)),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.default: error:`,
    says: ["it is above the field's maximum 500000"],
  },
  {
    name: 'an example does not match the pattern',
    make: (edit) =>
      edit.json('schemas/common/definitions.json', (common) => (common.definitions.zip.examples = ['6580'])),
    at: 'schemas/common/definitions.json at definitions.zip.examples[0]: error:',
    says: ['the example "6580" is not a value this field accepts', 'does not have the form the field asks for'],
  },
  {
    name: 'examples is one value, not a list',
    make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.numberOfEmployees.examples = 12)),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.examples: error:`,
    says: ['"examples" is 12, but it must be a list [ … ]'],
  },
  {
    name: 'the terms const is the text "true" (every submit would fail)',
    make: (edit) => edit.json('schemas/steps/submit.schema.json', (schema) => (schema.properties.terms.const = 'true')),
    at: 'schemas/steps/submit.schema.json at properties.terms.const: error:',
    says: ['"const" is "true"', 'every submit fails', 'Write true without quotes'],
  },
  {
    name: 'a store number is written without quotes',
    make: (edit) =>
      edit.json(ACCOUNT_SCHEMA, (schema) => schema.definitions.shop.properties.preferredStoreId.enum.push(109)),
    at: `${ACCOUNT_SCHEMA} at definitions.shop.properties.preferredStoreId.enum[8]: error:`,
    says: ['the choice 109 is never accepted', 'it must be a text'],
  },
  {
    name: 'an effect fills a field with a value of the wrong kind',
    make: (edit) => edit.json(ACCOUNT_UI, (ui) => (ui['ui:effects'][5].do[0].to = '0')),
    at: `${ACCOUNT_UI} at ui:effects[5].do[0].to: error:`,
    says: ['this effect puts "0" into "shops.creditLimit", a value the field does not accept', 'a whole number'],
  },
  {
    name: 'an effect condition compares a yes/no field with a text',
    make: (edit) =>
      edit.json(ACCOUNT_UI, (ui) => (ui['ui:effects'][2].when.properties.hasExistingAccount.const = 'false')),
    at: `${ACCOUNT_UI} at ui:effects[2].when.properties.hasExistingAccount: error:`,
    says: ['this condition can never be true: "hasExistingAccount" is never "false" (it holds true or false)'],
  },
  {
    name: 'a schema condition compares a yes/no field with a text',
    make: (edit) =>
      edit.json(ACCOUNT_SCHEMA, (schema) => (schema.allOf[1].if.properties.hasExistingAccount.const = 'true')),
    at: `${ACCOUNT_SCHEMA} at allOf[1].if.properties.hasExistingAccount: error:`,
    says: ['this condition can never be true: "hasExistingAccount" is never "true" (it holds true or false)'],
  },
  {
    name: 'a schema condition compares a number field with a text',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) =>
        (schema.allOf ??= []).push({
          if: { properties: { numberOfEmployees: { const: 'none' } }, required: ['numberOfEmployees'] },
          then: { properties: { dunsNumber: { type: 'string', minLength: 9 } }, required: ['dunsNumber'] },
        }),
      ),
    at: `${BUSINESS_SCHEMA} at allOf[0].if.properties.numberOfEmployees: error:`,
    says: ['this condition can never be true: "numberOfEmployees" is never "none" (it holds a whole number)'],
  },
];

/** Texts: placeholders their callers fill, both languages alike, plain words. */
export const TEXT_MISTAKES: Mistake[] = [
  {
    name: 'an email subject quotes a value the email is not given',
    make: (edit) =>
      both(edit, 'emails', (emails) => (emails.applicationReceived.subject = 'New application from {company}')),
    at: 'locales/en/emails.json at applicationReceived.subject: error:',
    says: ['{company} is not a value this text is given', '{applicationId}, {companyName}, {applicantEmail}'],
  },
  {
    name: 'an email body misspells the supplier placeholder',
    make: (edit) => both(edit, 'emails', (emails) => (emails.verifyEmail.body += ' {suplier}')),
    at: 'locales/es/emails.json at verifyEmail.body: error:',
    says: ['{suplier} is not a value this text is given', '(did you mean "supplier"?)'],
  },
  {
    name: 'an email the server sends has lost its button label',
    make: (edit) => both(edit, 'emails', (emails) => delete emails.resetPassword.action),
    at: 'locales/en/emails.json at resetPassword.action: error:',
    says: ['the server sends an email that uses "emails.resetPassword.action", which is in no language'],
  },
  {
    name: 'a message quotes a value messages are not given ("must be  characters")',
    make: (edit) =>
      both(edit, 'errors', (errors) => (errors.maxLength = '{field} must be {limit} characters or fewer.')),
    at: 'locales/en/errors.json at maxLength: error:',
    says: [
      '{limit} is not a value this text is given',
      'Use only the values this text is given ({field}, {min}, {max})',
    ],
  },
  {
    name: 'a field shows a message quoting a limit it does not have',
    make: (edit) =>
      edit.json(
        'schemas/common/definitions.json',
        (common) => (common.definitions.zip.errorMessage.pattern = 'errors.maxLength'),
      ),
    at: 'schemas/common/definitions.json at definitions.zip.errorMessage.pattern: error:',
    says: ['"errors.maxLength" quotes {max}, but this field has no', 'readers see nothing where the number should be'],
  },
  {
    name: 'a label has a placeholder nothing fills',
    make: (edit) => both(edit, 'fields', (fields) => (fields.companyName = 'Name of {company}')),
    at: 'locales/en/fields.json at companyName: error:',
    says: ['{company} is not a value this text is given'],
  },
  {
    name: 'the Spanish text uses another placeholder than the English one',
    make: (edit) => edit.json('locales/es/errors.json', (errors) => (errors.min = '{field} debe ser {max} o más')),
    at: 'locales/es/errors.json at min: error:',
    says: ['has the placeholders {field} {max} but the English text has {field} {min}'],
  },
  {
    name: 'a help text uses HTML',
    make: (edit) => both(edit, 'help', (help) => (help.ssn = '<b>9</b> numbers with no dashes.')),
    at: 'locales/en/help.json at ssn: error:',
    says: ['contains the markup "<b>"', 'Write plain words'],
  },
  {
    name: 'a Spanish text is left in English (a warning only)',
    make: (edit) =>
      edit.json('locales/es/fields.json', (fields) => (fields.companyName = 'Company Name / Doing Business As')),
    at: 'locales/es/fields.json at companyName: warning:',
    says: ['is the same as the English text', 'probably not translated', 'Write the Spanish text'],
    code: 0,
  },
  {
    name: 'a text is a number',
    make: (edit) => edit.json('locales/en/help.json', (help) => (help.ssn = 9)),
    at: 'locales/en/help.json at ssn: error:',
    says: ['"help.ssn" is 9, not a text'],
  },
  {
    name: 'a placeholder is written with double braces',
    make: (edit) => both(edit, 'errors', (errors) => (errors.required = '{{field}} is required.')),
    at: 'locales/en/errors.json at required: error:',
    says: ['uses double braces ({{…}}), which this product does not replace'],
  },
  {
    name: 'a whole locale file is missing in one language',
    make: (edit) => edit.remove('locales/es/help.json'),
    at: 'locales/es/help.json: error:',
    says: ['this file does not exist, but locales/en/help.json does'],
  },
  {
    name: 'a choice label is missing in Spanish (the raw value would show)',
    make: (edit) => edit.json('locales/es/enums.json', (enums) => delete enums.businessType.CORPORATION),
    at: 'locales/es/enums.json at businessType.CORPORATION: error:',
    says: ['"enums.businessType.CORPORATION" is missing here'],
  },
];

/** Schemas: keywords, references and messages. */
export const SCHEMA_MISTAKES: Mistake[] = [
  {
    name: 'a $ref names a definition that does not exist',
    make: (edit) =>
      edit.json(
        BUSINESS_SCHEMA,
        (schema) => (schema.properties.addressCity = { $ref: '../common/definitions.json#/definitions/cty' }),
      ),
    at: `${BUSINESS_SCHEMA} at properties.addressCity: error:`,
    says: ['cty'],
  },
  {
    name: 'a keyword inside a field is misspelt',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) => {
        schema.properties.numberOfEmployees.maximun = 500000;
        delete schema.properties.numberOfEmployees.maximum;
      }),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.maximun: error:`,
    says: ['"maximun" is not a JSON Schema keyword (did you mean "maximum"?)'],
  },
  {
    name: 'an errorMessage names a rule the field does not have',
    make: (edit) =>
      edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.numberOfEmployees.errorMessage.maximun = 'errors.max')),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.errorMessage.maximun: error:`,
    says: [
      'errorMessage has a message for "maximun", but this schema has no "maximun" rule',
      '(did you mean "maximum"?)',
    ],
  },
  {
    name: 'an errorMessage names a message key that does not exist',
    make: (edit) =>
      edit.json(
        BUSINESS_SCHEMA,
        (schema) => (schema.properties.numberOfEmployees.errorMessage.maximum = 'errors.maximum'),
      ),
    at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.errorMessage.maximum: error:`,
    says: ['names the key "errors.maximum", which is in no locale file (did you mean "errors.max"?)'],
  },
  {
    name: 'the default messages file names a message key that does not exist',
    make: (edit) => edit.json('schemas/common/error-keys.json', (keys) => (keys.maxLength = 'errors.maxLenght')),
    at: 'schemas/common/error-keys.json at maxLength: error:',
    says: ['"errors.maxLenght", which is in no locale file (did you mean "errors.maxLength"?)'],
  },
];
