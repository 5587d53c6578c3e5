/**
 * Writes the field catalogue: every form of schemas/ in words, for the credit department and compliance, who read
 * it instead of the code. Per step, each field with its label in English and Spanish, type, required or optional,
 * rules in words, messages, and when it is shown; then the toggles.
 *
 *   npm run docs:schemas              writes schemas/CATALOGUE.md and schemas/catalogue.html
 *   npm run docs:schemas -- --check   exits with 1 when they are not what the schemas give (run by npm test)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SCHEMAS_DIR, listFormIds, loadForm, loadManifest, readJson } from '../src/shared/form-files.ts';
import { formIdOf } from '../src/shared/form-id.ts';
import { createTranslators } from '../src/server/i18n/server-i18n.ts';
import { renderForm, type FormSection } from './lib/catalogue/render-form.ts';
import { toHtml } from './lib/catalogue/to-html.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const words = createTranslators();
const defaultKeys = readJson(resolve(SCHEMAS_DIR, 'common/error-keys.json')) as Record<string, string>;

const manifest = loadManifest();
const stepForms = manifest.steps
  .filter((step) => step.schema)
  .map((step, index) => ({ heading: `Step ${index + 1}: ${words.en(step.title)}`, formId: formIdOf(step.schema!) }));
const otherForms = listFormIds()
  .filter((formId) => !stepForms.some((step) => step.formId === formId))
  .map((formId) => ({ heading: `Form ${formId}`, formId }));

const sections: FormSection[] = [...stepForms, ...otherForms].map(({ heading, formId }) => ({
  heading,
  formId,
  ...loadForm(formId),
}));
const markdown = [
  '# Field catalogue',
  '',
  'Every field the applicant fills in, generated from `schemas/` and `locales/` by `npm run docs:schemas`. Do not ' +
    'edit: change the schemas, then regenerate.',
  '',
  ...sections.map((section) => renderForm(section, words, defaultKeys)),
].join('\n');

const outputs: Array<[string, string]> = [
  [resolve(SCHEMAS_DIR, 'CATALOGUE.md'), markdown],
  [resolve(SCHEMAS_DIR, 'catalogue.html'), toHtml(markdown)],
];
if (values.check) {
  const stale = outputs
    .filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
    .map(([file]) => file);
  if (stale.length) {
    console.error(
      `The field catalogue is out of date (${stale.join(', ')}): run \`npm run docs:schemas\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('The field catalogue is up to date.');
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Wrote ${outputs.map(([file]) => file).join(' and ')}.`);
}
