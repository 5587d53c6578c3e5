import { join } from 'node:path';
import { readJson } from '../../shared/form-files.ts';
import { isObject } from '../../shared/form-model/index.ts';

/** What a state asks of a buyer who does not pay sales tax on purchases for resale (or is otherwise exempt). */
export interface StateExemption {
  /** The official form number, as the state writes it (`Form 149`). */
  form?: string;
  /** The official name of the certificate (`Sales and Use Tax Exemption Certificate`). */
  certificate?: string;
  /** Who issues it and where to find it. */
  agency?: string;
  agencyUrl?: string;
  /** A copy the supplier hosts: a path relative to IMAGES_HOST (`tax-forms/MO-149.pdf`). */
  file?: string;
  /** The multistate Streamlined Sales Tax certificate is accepted too. */
  sst?: boolean;
  /** The state levies no general sales tax. */
  noSalesTax?: boolean;
  note?: string;
}

/** `locales/<language>/content/tax-exemption-forms.json`: the words around the list, and one entry per state. */
export interface TaxExemptionForms {
  intro: string;
  headings: { state: string; certificate: string };
  noSalesTax: string;
  sst: { label: string; form: string; certificate: string; agencyUrl: string };
  states: Record<string, StateExemption>;
}

const TAX_EXEMPTION_FORMS_FILE = 'tax-exemption-forms.json';

const TEXTS = ['form', 'certificate', 'agency', 'note'] as const;
/** A hosted file: a plain relative path, never a scheme, a host or a step out of the folder. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_-][\w./-]*$/;

function isHttpsUrl(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:';
}

/** The mistakes of one state's entry, in words an analyst can act on. */
function entryProblems(code: string, entry: unknown): string[] {
  if (!isObject(entry)) return [`"${code}" must be an object such as { "form": "Form 149", "certificate": "…" }`];
  const problems: string[] = [];
  for (const key of TEXTS) {
    if (entry[key] !== undefined && (typeof entry[key] !== 'string' || !(entry[key] as string).trim()))
      problems.push(`"${code}.${key}" must be a text`);
  }
  for (const key of ['sst', 'noSalesTax'] as const) {
    if (entry[key] !== undefined && typeof entry[key] !== 'boolean')
      problems.push(`"${code}.${key}" must be true or false`);
  }
  if (!entry.noSalesTax && typeof entry.certificate !== 'string')
    problems.push(`"${code}" needs a "certificate" (or "noSalesTax": true)`);
  if (entry.agencyUrl !== undefined && !isHttpsUrl(entry.agencyUrl))
    problems.push(`"${code}.agencyUrl" must be an https:// address`);
  if (entry.file !== undefined && !(typeof entry.file === 'string' && RELATIVE_FILE.test(entry.file))) {
    problems.push(
      `"${code}.file" must be a relative path such as "tax-forms/${code}-resale.pdf" (no http:, no leading /, no ..)`,
    );
  }
  const unknown = Object.keys(entry).filter(
    (key) => ![...TEXTS, 'agencyUrl', 'file', 'sst', 'noSalesTax'].includes(key),
  );
  if (unknown.length) problems.push(`"${code}" has unknown keys ${unknown.map((key) => `"${key}"`).join(', ')}`);
  return problems;
}

function frameProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  need(typeof data.intro === 'string', '"intro" must be a text');
  need(typeof data.noSalesTax === 'string', '"noSalesTax" must be a text');
  const headings = data.headings;
  need(
    isObject(headings) && typeof headings.state === 'string' && typeof headings.certificate === 'string',
    '"headings" needs the texts "state" and "certificate"',
  );
  const sst = data.sst;
  need(
    isObject(sst) &&
      ['label', 'form', 'certificate'].every((key) => typeof sst[key] === 'string') &&
      isHttpsUrl(sst.agencyUrl),
    '"sst" needs the texts "label", "form", "certificate" and an https:// "agencyUrl"',
  );
  need(isObject(data.states), '"states" must be an object with one entry per state code');
  return problems;
}

/**
 * Reads and checks the tax-exemption content of `language`: every state of `states` (the schemas' list) has an
 * entry and no other does. Throws one error listing every mistake with the file's path, so a bad edit stops the
 * server at start-up with a message the analyst can follow, not a broken page later.
 */
export function loadTaxExemptionForms(
  localesDir: string,
  language: string,
  states: readonly string[],
): TaxExemptionForms {
  const file = join(localesDir, language, 'content', TAX_EXEMPTION_FORMS_FILE);
  const data = readJson(file);
  if (!isObject(data)) throw new Error(`${file}: must hold a JSON object`);
  const problems = frameProblems(data);
  if (isObject(data.states)) {
    const entries = data.states;
    problems.push(...states.filter((code) => !(code in entries)).map((code) => `"states" has no entry for ${code}`));
    problems.push(
      ...Object.keys(entries)
        .filter((code) => !states.includes(code))
        .map((code) => `"states.${code}" is not a state of the application's list`),
    );
    problems.push(...Object.entries(entries).flatMap(([code, entry]) => entryProblems(code, entry)));
  }
  if (problems.length) throw new Error(`${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return data as unknown as TaxExemptionForms;
}
