/** Files the product reads by these fixed names (`src/shared/field-errors.ts`, `form-files.ts`). */
export const ERROR_KEYS_FILE = 'common/error-keys.json';
export const MANIFEST_FILE = 'wizard.json';
/** The shared definitions whose `state` list the tax-exemption content follows. */
export const DEFINITIONS_FILE = 'common/definitions.json';

/** The languages the product serves; English is the fallback. */
export const LANGUAGES = ['en', 'es'] as const;

/**
 * The three texts an applicant agrees to on the submit step, and the content document each lives in
 * (`locales/<lang>/content/`): the server reads every one of them at start-up.
 */
export const TERMS_FILES = {
  terms: 'terms.md',
  generalTerms: 'general-terms.md',
  personalGuarantee: 'personal-guarantee.md',
} as const;

/** The values a terms document may quote, filled by the server (`{supplier}`). */
export const TERMS_PLACEHOLDERS = ['supplier'];

/** The tax-exemption content of each language (`locales/<lang>/content/`). */
export const TAX_EXEMPTION_FORMS_FILE = 'tax-exemption-forms.json';

/** The brand's values every email text may quote (`src/server/mail/render-email.ts` fills them). */
export const BRAND_PLACEHOLDERS = [
  'supplier',
  'legalName',
  'siteUrl',
  'department',
  'phone',
  'fax',
  'email',
  'address',
];

/**
 * The emails the server sends: each a group of `emails.json` with `subject` and `body` (and `action`, the button's
 * label, when it has a link), and the values its sender fills besides the brand's.
 */
export const EMAIL_TEMPLATES = {
  verifyEmail: { values: [], action: true },
  accountExists: { values: [], action: true },
  resetPassword: { values: [], action: true },
  applicationSubmitted: { values: ['applicationId'], action: false },
  applicationReceived: { values: ['applicationId', 'companyName', 'applicantEmail'], action: false },
  staffInvitation: { values: [], action: true },
  staffReset: { values: [], action: true },
  staffRevealQuota: { values: ['member', 'limit'], action: false },
  applicationApproved: { values: ['applicationId', 'creditLimit'], action: false },
  applicationApprovedCash: { values: ['applicationId'], action: false },
  applicationDeclined: { values: ['applicationId'], action: false },
  applicationChangesRequested: { values: ['applicationId', 'message'], action: true },
  referenceRequest: { values: ['companyName', 'referenceName', 'expiresOn'], action: true },
  referenceReminder: { values: ['companyName', 'referenceName', 'expiresOn'], action: true },
  signingRequest: { values: ['signerName', 'companyName', 'senderEmail', 'expiresOn'], action: true },
  signingReminder: { values: ['signerName', 'companyName', 'expiresOn'], action: true },
} as const satisfies Record<string, { values: readonly string[]; action: boolean }>;

export type EmailTemplate = keyof typeof EMAIL_TEMPLATES;

/** The texts every email shares (`emails.layout.*`). */
export const EMAIL_LAYOUT = ['greeting', 'signature', 'contact', 'automatic', 'linkHelp'];
