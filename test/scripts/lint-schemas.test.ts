import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSchemasCommand } from '../../scripts/lint-schemas.ts';
import { runCommandHere, runScript } from '../helpers/run-script.ts';
import { itReportsEachMistake } from './lint-mistake-check.ts';
import { ROOT } from './lint-run.ts';
import type { Mistake } from './lint-mistake.ts';
import { BRAND_MISTAKES, CONTENT_MISTAKES, JSON_MISTAKES, MANIFEST_MISTAKES } from './lint-mistakes-files.ts';
import { SCHEMA_MISTAKES, TEXT_MISTAKES, UI_MISTAKES, VALUE_MISTAKES } from './lint-mistakes-forms.ts';
import { LABEL_MISTAKES, LENGTH_MISTAKES } from './lint-mistakes-labels.ts';
import { OPTION_MISTAKES } from './lint-mistakes-options.ts';
import { NEW_CONTENT_MISTAKES } from './lint-mistakes-new-content.ts';
import { POLICY_MISTAKES } from './lint-mistakes-policy.ts';
import { STORE_MISTAKES } from './lint-mistakes-stores.ts';

const BUSINESS_UI = 'schemas/steps/business-information.ui.json';
const BUSINESS_SCHEMA = 'schemas/steps/business-information.schema.json';
const ACCOUNT_UI = 'schemas/steps/account-information.ui.json';
const CASH = { properties: { paymentOption: { const: 'CASH_ACCOUNT' } }, required: ['paymentOption'] };

describe('npm run lint:schemas', () => {
  // The command in this process; the test after it runs it as npm does (node, tsx, arguments, exit code).
  it('finds no errors in the real schemas and locales', async () => {
    const { code, output } = await runCommandHere(lintSchemasCommand, [], {});
    expect(output).toMatch(/^Schema lint: 0 errors, \d+ warnings? in \d+ files$/m);
    expect(code).toBe(0);
  });

  // The tables below lint files held in memory; this one runs the command on folders on disk it is pointed at.
  it('reads the folders it is given, prints the line of a mistake there and exits with 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-schemas-'));
    try {
      for (const folder of ['schemas', 'locales']) cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
      const file = join(dir, BUSINESS_UI);
      const ui = JSON.parse(readFileSync(file, 'utf8'));
      ui['ui:order'][16] = 'yearsInBusness';
      writeFileSync(file, JSON.stringify(ui, null, 2));
      const { code, output } = await runScript('lint-schemas.ts', [
        ...['--schemas', join(dir, 'schemas'), '--locales', join(dir, 'locales')],
        ...['--brand', join(ROOT, 'src/shared/brand.json')],
      ]);
      expect(output).toContain(
        `${BUSINESS_UI} at ui:order[16]: error: "yearsInBusness" in ui:order is not a field of this form (did you ` +
          'mean "yearsInBusiness"?)',
      );
      expect(output).toMatch(/^Schema lint: 2 errors, \d+ warnings? in \d+ files$/m);
      expect(code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a folder it cannot find and exits with 1', async () => {
    const missing = join(tmpdir(), 'lint-schemas-no-such-folder');
    const { code, output } = await runCommandHere(lintSchemasCommand, ['--schemas', missing], {});
    expect(output).toContain(`Schema lint: folder not found: ${missing}`);
    expect(code).toBe(1);
  });

  const mistakes: Mistake[] = [
    {
      name: 'a UI schema names a field that does not exist',
      make: (edit) =>
        edit.json(BUSINESS_UI, (ui) => {
          ui.yearsInBusness = ui.yearsInBusiness;
          delete ui.yearsInBusiness;
        }),
      at: `${BUSINESS_UI} at yearsInBusness: error:`,
      says: ['"yearsInBusness" is not a field of this form (did you mean "yearsInBusiness"?)'],
    },
    {
      name: 'a ui:order entry names a field that does not exist',
      make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui['ui:order'][16] = 'yearsInBusness')),
      at: `${BUSINESS_UI} at ui:order[16]: error:`,
      says: ['"yearsInBusness" in ui:order is not a field of this form (did you mean "yearsInBusiness"?)'],
    },
    {
      name: 'a UI setting is misspelt',
      make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName = { 'ui:titel': 'fields.companyName' })),
      at: `${BUSINESS_UI} at companyName.ui:titel: error:`,
      says: ['"ui:titel" is not a UI setting (did you mean "ui:title"?)'],
    },
    {
      name: 'ui:order leaves a field out',
      make: (edit) =>
        edit.json(
          BUSINESS_UI,
          (ui) => (ui['ui:order'] = ui['ui:order'].filter((name: string) => name !== 'taxExempt')),
        ),
      at: `${BUSINESS_UI} at ui:order: error:`,
      says: ['ui:order does not list "taxExempt"', 'or add "*"'],
    },
    {
      name: 'a locale lacks a field label',
      make: (edit) => edit.json('locales/es/fields.json', (fields) => delete fields.companyName),
      at: 'locales/es/fields.json at companyName: error:',
      says: ['"fields.companyName" is missing here, but locales/en/fields.json has it', 'with the Spanish text'],
    },
    {
      name: 'a schema keyword is misspelt',
      make: (edit) =>
        edit.json(BUSINESS_SCHEMA, (schema) => {
          schema.requried = schema.required;
          delete schema.required;
        }),
      at: `${BUSINESS_SCHEMA} at requried: error:`,
      says: ['"requried" is not a JSON Schema keyword (did you mean "required"?)'],
    },
    {
      name: 'a file is not valid JSON',
      make: (edit) =>
        edit.text(
          'schemas/steps/submit.ui.json',
          '{\n  "ui:order": ["terms", "generalTerms", "personalGuarantee"]\n  "terms": { "ui:title": "fields.terms" ' +
            '}\n}\n',
        ),
      at: 'schemas/steps/submit.ui.json at line 3, column 3: error:',
      says: ['not valid JSON', 'a "," or "}" was expected', 'a comma may be missing'],
    },
    {
      name: 'a pattern is not a valid regular expression',
      make: (edit) =>
        edit.json(
          'schemas/common/definitions.json',
          (common) => (common.definitions.zip.pattern = '^[0-9]{5}(-[0-9]{4}?$'),
        ),
      at: 'schemas/common/definitions.json at definitions.zip.pattern: error:',
      says: ['"^[0-9]{5}(-[0-9]{4}?$" is not a valid regular expression'],
    },
    {
      name: 'required names a property that does not exist',
      make: (edit) =>
        edit.json('schemas/steps/submit.schema.json', (schema) => schema.required.unshift('personalGuarante')),
      at: 'schemas/steps/submit.schema.json at required[0]: error:',
      says: [
        '"required" names "personalGuarante", which is not a property of this object (did you mean ' +
          '"personalGuarantee"?)',
      ],
    },
    {
      name: 'an effect targets a field that does not exist',
      make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui['ui:effects'][0].do[0].to = 'accountsPayablePhne')),
      at: `${BUSINESS_UI} at ui:effects[0].do[0].to: error:`,
      says: ['"accountsPayablePhne"', 'is not a field of this form (did you mean "accountsPayablePhone"?)'],
    },
    {
      name: 'an enum value has no label',
      make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => schema.properties.businessType.enum.push('S_CORP')),
      at: `${BUSINESS_UI} at businessType.ui:options.labels: error:`,
      says: [
        '"businessType" allows "S_CORP", but "enums.businessType" has no label for it in any language',
        'locales/en/enums.json and locales/es/enums.json',
      ],
    },
    {
      name: 'a wizard step has no title',
      make: (edit) => edit.json('schemas/wizard.json', (wizard) => delete wizard.steps[4].title),
      at: 'schemas/wizard.json at steps[4]: error:',
      says: ['step 5 has no title'],
    },
    {
      name: 'a minimum is above its maximum',
      make: (edit) => edit.json(BUSINESS_SCHEMA, (schema) => (schema.properties.numberOfEmployees.minimum = 600000)),
      at: `${BUSINESS_SCHEMA} at properties.numberOfEmployees.minimum: error:`,
      says: ['"minimum" is 600000 but "maximum" is 500000, so no value is allowed'],
    },
    {
      name: 'a condition can never be true',
      make: (edit) => edit.json(ACCOUNT_UI, (ui) => (ui['ui:effects'][0].when.properties.paymentOption.const = 'CASH')),
      at: `${ACCOUNT_UI} at ui:effects[0].when.properties.paymentOption: error:`,
      says: ['this condition can never be true: "paymentOption" is never "CASH" (its choices are "CASH_ACCOUNT"'],
    },
    {
      name: 'a toggle fills a field its own condition hides',
      make: (edit) =>
        edit.json(ACCOUNT_UI, (ui) =>
          ui['ui:effects'].push({ on: ['paymentOption'], when: CASH, do: [{ set: 'creditLimit', to: 500 }] }),
        ),
      at: `${ACCOUNT_UI} at ui:effects[`,
      says: ['this toggle fills "creditLimit", but "creditLimit" is hidden whenever the toggle\'s condition holds'],
    },
    {
      name: 'a message key is missing in one language',
      make: (edit) => edit.json('locales/es/errors.json', (errors) => delete errors.nineDigits),
      at: 'locales/es/errors.json at nineDigits: error:',
      says: ['"errors.nineDigits" is missing here, but locales/en/errors.json has it'],
    },
    {
      name: 'a locale key nobody uses (a warning only)',
      make: (edit) => {
        edit.json('locales/en/fields.json', (fields) => (fields.faxNumbr = 'Fax number'));
        edit.json('locales/es/fields.json', (fields) => (fields.faxNumbr = 'Número de fax'));
      },
      at: 'locales/en/fields.json at faxNumbr: warning:',
      says: ['"fields.faxNumbr" is not used by any schema, UI schema or code'],
      code: 0,
    },
    {
      name: 'an enum field has no labels option (a warning only)',
      make: (edit) => edit.json(BUSINESS_UI, (ui) => delete ui.businessType['ui:options']),
      at: `${BUSINESS_UI} at businessType.ui:options: warning:`,
      says: ['"businessType" is a choice field without ui:options.labels'],
      code: 0,
    },
  ];

  const table = [
    ...mistakes,
    ...JSON_MISTAKES,
    ...BRAND_MISTAKES,
    ...CONTENT_MISTAKES,
    ...MANIFEST_MISTAKES,
    ...UI_MISTAKES,
    ...VALUE_MISTAKES,
    ...TEXT_MISTAKES,
    ...SCHEMA_MISTAKES,
    ...OPTION_MISTAKES,
    ...STORE_MISTAKES,
    ...LABEL_MISTAKES,
    ...LENGTH_MISTAKES,
    ...POLICY_MISTAKES,
    ...NEW_CONTENT_MISTAKES,
  ];

  it('covers at least 60 kinds of mistakes, each under its own name', () => {
    expect(new Set(table.map((mistake) => mistake.name)).size).toBe(table.length);
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  // One file for every table: a row costs a fraction of a second in memory, less than a worker's start-up.
  itReportsEachMistake(table);
});
