/* Analyst mistakes in the content issue 29 asked the lint to check from the day it landed: the references' answer
   forms, the signing and reference emails, the certificate of completion, /verify and the credit policy's reasons. */
import { both, replace, type Mistake } from './lint-mistake.ts';

const TRADE_SCHEMA = 'schemas/reference/trade.schema.json';
const TRADE_UI = 'schemas/reference/trade.ui.json';
const BANK_SCHEMA = 'schemas/reference/bank.schema.json';
const BANK_UI = 'schemas/reference/bank.ui.json';
const POLICY = 'schemas/policy/credit-policy.json';

/** A reference's answer form: an ordinary form whose texts live in `reference.json`, not in `fields.json`. */
const ANSWER_FORM_MISTAKES: Mistake[] = [
  {
    name: "a reference's answer form names a label that does not exist",
    make: (edit) => edit.json(TRADE_UI, (ui) => (ui.highCredit['ui:title'] = 'reference.fields.highCredt')),
    at: `${TRADE_UI} at highCredit.ui:title: error:`,
    says: [
      'ui:title names the key "reference.fields.highCredt", which is in no locale file (did you mean ' +
        '"reference.fields.highCredit"?)',
      'Correct the key, or add it to locales/en/reference.json and locales/es/reference.json',
    ],
  },
  {
    name: "a question is added to a reference's answer form without a label",
    make: (edit) => {
      edit.json(BANK_SCHEMA, (schema) => (schema.properties.overdrafts = { type: 'integer', examples: [0] }));
      edit.json(BANK_UI, (ui) => ui['ui:order'].splice(4, 0, 'overdrafts'));
    },
    at: `${BANK_UI} at overdrafts: error:`,
    says: [
      '"overdrafts" has no "ui:title", so readers would see its property name "overdrafts" as its label',
      // The form's own labels are under "fields" of reference.json: the fix names that file, not fields.json.
      'Add "overdrafts": { "ui:title": "reference.fields.overdrafts" }',
      'locales/en/reference.json and locales/es/reference.json (under "fields")',
    ],
  },
  {
    name: "a choice is added to a reference's answer without its label",
    make: (edit) => edit.json(TRADE_SCHEMA, (schema) => schema.properties.paymentTerms.enum.splice(6, 0, 'NET_90')),
    at: `${TRADE_UI} at paymentTerms.ui:options.labels: error:`,
    says: [
      '"paymentTerms" allows "NET_90", but "reference.enums.paymentTerms" has no label for it in any language',
      'Add "NET_90" to "reference.enums.paymentTerms" in locales/en/reference.json and locales/es/reference.json',
    ],
  },
  {
    name: "an answer form's message key is misspelt",
    make: (edit) =>
      edit.json(TRADE_SCHEMA, (schema) => (schema.properties.pastDue.errorMessage.minimum = 'reference.errors.amont')),
    at: `${TRADE_SCHEMA} at properties.pastDue.errorMessage.minimum: error:`,
    says: ['"reference.errors.amont", which is in no locale file (did you mean "reference.errors.amount"?)'],
  },
];

/** The emails of signing requests and reference requests: texts the server fills with its own values. */
const EMAIL_MISTAKES: Mistake[] = [
  {
    name: 'a signing email leaves a placeholder open',
    make: (edit) => replace(edit, 'locales/es/emails.json', '{senderEmail}', '{senderEmail'),
    at: 'locales/es/emails.json at signingRequest.body: error:',
    says: [
      '"emails.signingRequest.body" has a brace that opens or closes no placeholder ("{senderEmail está',
      'Write the placeholder whole, e.g. {field}, or remove the brace',
    ],
  },
  {
    name: 'a reference email quotes a value its sender does not give',
    make: (edit) => both(edit, 'emails', (emails) => (emails.referenceRequest.body += ' {applicantName}')),
    at: 'locales/en/emails.json at referenceRequest.body: error:',
    says: [
      '"emails.referenceRequest.body": {applicantName} is not a value this text is given',
      '{companyName}, {referenceName}, {expiresOn}), or write the words themselves',
    ],
    alsoIn: ['locales/es/emails.json'],
  },
  {
    name: "a signing reminder's button text is missing in Spanish",
    make: (edit) => edit.json('locales/es/emails.json', (emails) => delete emails.signingReminder.action),
    at: 'locales/es/emails.json at signingReminder.action: error:',
    says: ['"emails.signingReminder.action" is missing here, but locales/en/emails.json has it ("Review and sign")'],
  },
];

/** The certificate of completion at the end of the signed PDF, and the /verify page. */
const CERTIFICATE_MISTAKES: Mistake[] = [
  {
    name: 'a line of the certificate of completion has no Spanish text',
    make: (edit) => edit.json('locales/es/submission.json', (texts) => delete texts.certificate.hashHow),
    at: 'locales/es/submission.json at certificate.hashHow: error:',
    says: ['"submission.certificate.hashHow" is missing here, but locales/en/submission.json has it', 'Spanish text'],
  },
  {
    name: 'a line of the certificate of completion is removed in every language',
    make: (edit) => both(edit, 'submission', (texts) => delete texts.certificate.hashHow),
    at: 'locales/en/submission.json at certificate.hashHow: error:',
    says: [
      '"submission.certificate.hashHow" is read by the product\'s code but is in no language',
      'Add "certificate.hashHow" back with its text to locales/en/submission.json and locales/es/submission.json',
    ],
    alsoIn: ['locales/es/submission.json'],
  },
  {
    name: "a certificate line's placeholder is left open",
    make: (edit) => replace(edit, 'locales/es/submission.json', '{sha256}', '{sha256'),
    at: 'locales/es/submission.json at certificate.hash: error:',
    says: ['"submission.certificate.hash" has a brace that opens or closes no placeholder ("', '{sha256")'],
  },
  {
    name: "a certificate line's placeholder is misspelt in every language",
    make: (edit) =>
      both(edit, 'submission', (texts) => {
        texts.certificate.document = texts.certificate.document.replace('{applicationId}', '{applicationID}');
      }),
    at: 'locales/en/submission.json at certificate.document: error:',
    says: [
      // The languages agree, so only the values the certificate's code gives tell the placeholder is wrong.
      '"submission.certificate.document": {applicationID} is not a value this text is given',
      '(did you mean "applicationId"?)',
      'Use only the values this text is given ({applicationId}, {pages}, {version})',
    ],
    alsoIn: ['locales/es/submission.json'],
  },
  {
    name: "a /verify text's placeholder is translated",
    make: (edit) => replace(edit, 'locales/es/verify.json', '{fileName} no es', '{nombreArchivo} no es'),
    at: 'locales/es/verify.json at invalid: error:',
    says: [
      '"verify.invalid" has the placeholders {nombreArchivo} but the English text has {fileName}',
      'Use the same placeholders as English, spelt the same (they are not translated)',
    ],
  },
];

/** The credit policy's reasons are the decision form's keys, which the decline letter states. */
const POLICY_REASON_MISTAKES: Mistake[] = [
  {
    name: 'a policy reason is written as the path of its text',
    make: (edit) =>
      edit.json(
        POLICY,
        (policy) => (policy.factors[0].bands[0].reasons = ['limitedCreditHistory', 'staff.reasons.timeInBusiness']),
      ),
    // The second reason is the wrong one, and the line names it at its own index.
    at: `${POLICY} at factors[0].bands[0].reasons[1]: error:`,
    says: [
      '"staff.reasons.timeInBusiness" is not a decline reason of the decision form (did you mean "timeInBusiness"?',
      'Write one of "',
    ],
  },
];

/** Every mistake above, one table for `lint-schemas.test.ts`. */
export const NEW_CONTENT_MISTAKES: Mistake[] = [
  ...ANSWER_FORM_MISTAKES,
  ...EMAIL_MISTAKES,
  ...CERTIFICATE_MISTAKES,
  ...POLICY_REASON_MISTAKES,
];
