import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { JsonEdit } from '../helpers/json-edit.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The step's new `PUT` and the key it is kept under in `GET /v1/credit-app`. */
export const TRADE_REFERENCES = { key: 'tradeReferences', path: '/v1/trade-references', section: 'tradeReferences' };

/** A trade reference as an applicant fills it in. */
export const reference = {
  company: 'Ozark Paint Supply',
  contact: 'Dana Miller',
  phone: '(417) 555-0188',
  email: 'ar@ozarkpaint.example',
  accountNumber: 'OZ-4471',
};

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

const SCHEMA = {
  $comment: 'Trade references: up to three suppliers the business buys on credit from.',
  type: 'object',
  properties: {
    tradeReferences: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      examples: [[reference]],
      items: {
        type: 'object',
        properties: {
          company: { $ref: '../common/definitions.json#/definitions/name', examples: [reference.company] },
          contact: { $ref: '../common/definitions.json#/definitions/name', examples: [reference.contact] },
          phone: { $ref: '../common/definitions.json#/definitions/phone', examples: [reference.phone] },
          email: { $ref: '../common/definitions.json#/definitions/email', examples: [reference.email] },
          accountNumber: {
            type: 'string',
            pattern: '^[A-Za-z0-9-]{1,20}$',
            examples: [reference.accountNumber],
            errorMessage: { pattern: 'errors.referenceAccountNumber' },
          },
        },
        required: ['company', 'contact', 'phone', 'accountNumber'],
      },
    },
  },
  required: ['tradeReferences'],
};

const UI_SCHEMA = {
  tradeReferences: {
    'ui:title': 'fields.tradeReferences',
    'ui:options': {
      orderable: false,
      keepFirst: 1,
      addLabel: 'fields.addTradeReference',
      removeLabel: 'fields.removeTradeReference',
      itemTitles: ['fields.tradeReference'],
    },
    items: {
      'ui:options': { label: false },
      'ui:order': ['company', 'contact', 'phone', 'email', 'accountNumber'],
      company: { 'ui:title': 'fields.referenceCompany', 'ui:autocomplete': 'off' },
      contact: { 'ui:title': 'fields.referenceContact', 'ui:autocomplete': 'off' },
      phone: {
        'ui:title': 'fields.phone',
        'ui:autocomplete': 'off',
        'ui:options': { inputType: 'tel', inputMode: 'tel', width: 'half' },
      },
      email: {
        'ui:title': 'fields.email',
        'ui:autocomplete': 'off',
        'ui:options': { inputType: 'email', width: 'half' },
      },
      accountNumber: { 'ui:title': 'fields.referenceAccountNumber', 'ui:autocomplete': 'off' },
    },
  },
};

/** Every text the step needs, by language: its title, its labels and its message. */
const TEXTS = {
  en: {
    steps: { tradeReferences: 'Trade references' },
    fields: {
      tradeReferences: 'Trade references',
      tradeReference: 'Reference {number}',
      addTradeReference: 'Add reference',
      removeTradeReference: 'Remove reference',
      referenceCompany: 'Reference company',
      referenceContact: 'Contact person',
      referenceAccountNumber: 'Your account number with them',
    },
    errors: { referenceAccountNumber: '{field} must be 1 to 20 letters, digits or dashes.' },
    staff: { steps: { tradeReferences: 'Trade references' } },
  },
  es: {
    steps: { tradeReferences: 'Referencias comerciales' },
    fields: {
      tradeReferences: 'Referencias comerciales',
      tradeReference: 'Referencia {number}',
      addTradeReference: 'Agregar referencia',
      removeTradeReference: 'Quitar referencia',
      referenceCompany: 'Empresa de referencia',
      referenceContact: 'Persona de contacto',
      referenceAccountNumber: 'Su número de cuenta con ellos',
    },
    errors: { referenceAccountNumber: '{field} debe tener de 1 a 20 letras, dígitos o guiones.' },
    staff: { steps: { tradeReferences: 'Referencias comerciales' } },
  },
};

/**
 * A copy of schemas/ and locales/ with a whole new data step, "Trade references", added as
 * docs/analysts.md#adding-a-step tells an analyst: the step in `schemas/wizard.json` (before the review, with its
 * own `PUT`, kept as `tradeReferences` and required to submit), its schema and UI schema, its texts in both
 * languages, and its key among the steps a request for changes may reopen (`schemas/staff/decision.schema.json`).
 * No code changes. Made once per test file (a mocked module and the test itself share it).
 */
export function copyWithTradeReferences(): { schemasDir: string; localesDir: string } {
  made ??= makeCopy();
  return made;
}

let made: { schemasDir: string; localesDir: string } | undefined;

function makeCopy(): { schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'analyst-step-'));
  const schemasDir = join(dir, 'schemas');
  const localesDir = join(dir, 'locales');
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'locales'), localesDir, { recursive: true });
  writeJson(join(schemasDir, 'steps/trade-references.schema.json'), SCHEMA);
  writeJson(join(schemasDir, 'steps/trade-references.ui.json'), UI_SCHEMA);
  editJson(join(schemasDir, 'wizard.json'), (wizard) => {
    const review = wizard.steps.findIndex((step: { kind: string }) => step.kind === 'review');
    wizard.steps.splice(review, 0, {
      key: TRADE_REFERENCES.key,
      path: 'trade-references',
      title: 'steps.tradeReferences',
      kind: 'form',
      schema: 'steps/trade-references.schema.json',
      uiSchema: 'steps/trade-references.ui.json',
      saves: [{ section: TRADE_REFERENCES.section, path: TRADE_REFERENCES.path, body: 'tradeReferences' }],
      requiredToSubmit: true,
    });
  });
  // The credit department may ask for changes to it: one more step a request for changes can reopen.
  editJson(join(schemasDir, 'staff/decision.schema.json'), (decision) => {
    const then = decision.allOf.find((rule: { then: { properties: object } }) => 'steps' in rule.then.properties).then;
    then.properties.steps.items.enum.push(TRADE_REFERENCES.key);
  });
  for (const [language, files] of Object.entries(TEXTS)) {
    for (const [file, texts] of Object.entries(files)) {
      editJson(join(localesDir, language, `${file}.json`), (data) => {
        for (const [key, value] of Object.entries(texts))
          data[key] = typeof value === 'object' ? { ...data[key], ...value } : value;
      });
    }
  }
  return { schemasDir, localesDir };
}
