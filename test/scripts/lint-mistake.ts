import type { JsonEdit } from '../helpers/json-edit.ts';
import type { FileEditor } from './lint-run.ts';

/* The pieces the tables of analyst mistakes share: the row type, the files they edit, two edit helpers. */

/** One mistake an analyst could make on the forms, and the line the lint must print for it. */
export interface Mistake {
  name: string;
  make: (edit: FileEditor) => void;
  /** The start of the expected line: the file, the place and the severity. */
  at: string;
  /** Text the rest of the line must contain: what is wrong, and the suggestion or fix. */
  says: string[];
  code?: number;
  /** Files besides those it changes where the mistake is rightly reported too (the other language's copy). */
  alsoIn?: string[];
}

export const BRAND = 'src/shared/brand.json';
export const SUBMIT_UI = 'schemas/steps/submit.ui.json';
export const ACCOUNT_UI = 'schemas/steps/account-information.ui.json';
export const ACCOUNT_SCHEMA = 'schemas/steps/account-information.schema.json';
export const BUSINESS_UI = 'schemas/steps/business-information.ui.json';
export const BUSINESS_SCHEMA = 'schemas/steps/business-information.schema.json';
export const TAX_FORMS = 'locales/es/content/tax-exemption-forms.json';
export const both = (edit: FileEditor, namespace: string, change: JsonEdit) =>
  ['en', 'es'].forEach((language) => edit.json(`locales/${language}/${namespace}.json`, change));
export const replace = (edit: FileEditor, file: string, from: string | RegExp, to: string) =>
  edit.text(file, edit.read(file).replace(from, to));
