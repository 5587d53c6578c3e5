import { formatPath } from '../json-path.ts';
import { isObject } from '../../form-model/index.ts';
import { isHttpsUrl } from '../tax-exemption-check.ts';
import type { Rule } from '../types.ts';

/** A check of one brand value: what it must be, as a test and as words for the fix. */
interface BrandValue {
  path: string[];
  valid: (value: unknown) => boolean;
  expected: string;
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** A text in every language the product speaks: `{ "en": "Credit Department", "es": "Departamento de Crédito" }`. */
const textPerLanguage = (value: unknown) => isObject(value) && ['en', 'es'].every((language) => text(value[language]));
const matching = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

/** What every brand value must look like: each is printed in emails, on paper and on screen as it is. */
const BRAND_VALUES: BrandValue[] = [
  { path: ['supplierName'], valid: text, expected: 'the supplier\'s name, e.g. "Bluestem Parts & Supply"' },
  { path: ['legalName'], valid: text, expected: 'the company\'s legal name, e.g. "Bluestem Parts & Supply Co."' },
  { path: ['siteUrl'], valid: isHttpsUrl, expected: 'a whole https:// address, e.g. "https://www.example.com/"' },
  { path: ['logo'], valid: matching(/^\/[\w./-]+\.(svg|png)$/), expected: 'a path such as "/brand/logo.svg"' },
  {
    path: ['creditDepartment', 'name'],
    valid: textPerLanguage,
    expected: 'a name in each language, e.g. { "en": "Credit Department", "es": "Departamento de Crédito" }',
  },
  { path: ['creditDepartment', 'poBox'], valid: text, expected: 'a street address or P.O. box' },
  { path: ['creditDepartment', 'city'], valid: text, expected: 'a city' },
  {
    path: ['creditDepartment', 'state'],
    valid: matching(/^[A-Z]{2}$/),
    expected: 'a two-letter state code, e.g. "MO"',
  },
  { path: ['creditDepartment', 'zip'], valid: matching(/^\d{5}(-\d{4})?$/), expected: 'a ZIP code, e.g. "65808-4120"' },
  {
    path: ['creditDepartment', 'phone'],
    valid: matching(/^\(\d{3}\) \d{3}-\d{4}$/),
    expected: 'a phone number written "(417) 555-0142"',
  },
  {
    path: ['creditDepartment', 'fax'],
    valid: matching(/^\(\d{3}\) \d{3}-\d{4}$/),
    expected: 'a fax number written "(417) 555-0143"',
  },
  {
    path: ['creditDepartment', 'email'],
    valid: matching(/^[^@\s"<>,;]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/),
    expected: 'an email address, e.g. "credit@example.com"',
  },
  { path: ['colors', 'primary'], valid: matching(/^#[0-9a-fA-F]{6}$/), expected: 'a colour written "#1f4e79"' },
  { path: ['colors', 'secondary'], valid: matching(/^#[0-9a-fA-F]{6}$/), expected: 'a colour written "#c2571a"' },
];

/** The brand file (`src/shared/brand.json`): every value the emails, PDFs and pages quote is there and well-formed. */
export const brand: Rule = {
  name: 'brand',
  run(context, { report }) {
    const file = context.brandFile;
    if (!file || file.data === undefined) return;
    for (const { path, valid, expected } of BRAND_VALUES) {
      const value = path.reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), file.data);
      if (valid(value)) continue;
      report({
        severity: 'error',
        file: file.display,
        where: formatPath(path),
        message:
          value === undefined
            ? `"${path.join('.')}" is missing`
            : `${JSON.stringify(value)} is not ${expected.split(',')[0]}`,
        fix: `Write ${expected}`,
      });
    }
  },
};
