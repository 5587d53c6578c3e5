import { join } from 'node:path';
import { readJson } from '../../shared/form-files.ts';
import { formatPath } from '../../shared/form-lint/json-path.ts';
import { TAX_EXEMPTION_FORMS_FILE } from '../../shared/form-lint/known-files.ts';
import { taxExemptionProblems } from '../../shared/form-lint/tax-exemption-check.ts';

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

/**
 * Reads and checks the tax-exemption content of `language`: every state of `states` (the schemas' list) has an
 * entry and no other does. Start-up has already refused a file with mistakes (`src/shared/form-lint`, the lint's
 * own checks); this throws only if the file changed since.
 */
export function loadTaxExemptionForms(
  localesDir: string,
  language: string,
  states: readonly string[],
): TaxExemptionForms {
  const file = join(localesDir, language, 'content', TAX_EXEMPTION_FORMS_FILE);
  const data = readJson(file);
  const problems = taxExemptionProblems(data, states);
  if (problems.length)
    throw new Error(
      `${file}:\n${problems.map((problem) => `  - ${formatPath(problem.path)}: ${problem.message}`).join('\n')}`,
    );
  return data as unknown as TaxExemptionForms;
}
