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
