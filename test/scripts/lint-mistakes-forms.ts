/* Analyst mistakes in UI schemas, field values, texts and schemas, each with the line the lint must print. */
import {
  ACCOUNT_SCHEMA,
  ACCOUNT_UI,
  BUSINESS_SCHEMA,
  BUSINESS_UI,
  SUBMIT_UI,
  both,
  type Mistake,
} from './lint-mistake.ts';

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
    name: 'a required field has no example (sample applications and test data could not fill it)',
    make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => delete schema.properties.companyName.examples),
    at: `${BUSINESS_SCHEMA} at properties.companyName: error:`,
    says: ['1 required field has no "examples" value (properties.companyName)'],
  },
  {
    name: 'the terms const is the text "true" (every submit would fail)',
    make: (edit) => edit.json('schemas/steps/submit.schema.json', (schema) => (schema.properties.terms.const = 'true')),
    at: 'schemas/steps/submit.schema.json at properties.terms.const: error:',
    says: ['"const" is "true"', 'every submit fails', 'Write true without quotes'],
  },
  {
    name: 'a choice is written without quotes',
    make: (edit) => edit.json(ACCOUNT_SCHEMA, (schema) => schema.properties.paymentOption.enum.push(5)),
    at: `${ACCOUNT_SCHEMA} at properties.paymentOption.enum[4]: error:`,
    says: ['the choice 5 is never accepted', 'it must be a text'],
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
