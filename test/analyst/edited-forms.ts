import type { JsonEdit } from '../helpers/json-edit.ts';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

const BUSINESS_SCHEMA = 'steps/business-information.schema.json';
const BUSINESS_UI = 'steps/business-information.ui.json';

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The texts the edits below add, by language, as the tests expect to read them. */
export const TEXTS = {
  en: {
    website: 'Website',
    vehicleCount: 'Number of Vehicles',
    runsFleet: 'Do you run a fleet?',
    fleetManager: 'Fleet Manager',
    vehicleCountRange: 'Number of Vehicles must be from 1 to 500.',
  },
  es: {
    website: 'Sitio web',
    vehicleCount: 'Número de vehículos',
    runsFleet: '¿Tiene una flota?',
    fleetManager: 'Encargado de la flota',
    vehicleCountRange: 'Número de vehículos debe estar entre 1 y 500.',
  },
} as const;

/** An optional "Website": the property, its place in `ui:order` with its title, and its label in both languages. */
function addWebsite(schemasDir: string, localesDir: string): void {
  editJson(join(schemasDir, BUSINESS_SCHEMA), (schema) => {
    schema.properties.website = {
      type: 'string',
      format: 'uri',
      maxLength: 200,
      errorMessage: { format: 'errors.invalid' },
    };
  });
  editJson(join(schemasDir, BUSINESS_UI), (ui) => {
    ui['ui:order'].splice(ui['ui:order'].indexOf('accountsPayableEmail') + 1, 0, 'website');
    ui.website = { 'ui:title': 'fields.website', 'ui:autocomplete': 'url' };
  });
  for (const language of ['en', 'es'] as const)
    editJson(join(localesDir, language, 'fields.json'), (fields) => (fields.website = TEXTS[language].website));
}

/**
 * The analysts' walk-through (docs/analysts.md#adding-a-field-end-to-end), steps 1 to 3: a required "Number of
 * Vehicles" (a whole number from 1 to 500 with its own range message, an example of 12) and a required yes/no "Do
 * you run a fleet?" (example: yes) that, when yes, asks for the required "Fleet Manager" (a name, example "Dana
 * Fleet") declared under `allOf`.
 */
function addFleet(schemasDir: string, localesDir: string): void {
  editJson(join(schemasDir, BUSINESS_SCHEMA), (schema) => {
    schema.properties.vehicleCount = {
      type: 'integer',
      minimum: 1,
      maximum: 500,
      examples: [12],
      errorMessage: { minimum: 'errors.vehicleCount', maximum: 'errors.vehicleCount' },
    };
    schema.properties.runsFleet = { type: 'boolean', examples: [true] };
    schema.required.push('vehicleCount', 'runsFleet');
    schema.allOf = [
      ...(schema.allOf ?? []),
      {
        if: { properties: { runsFleet: { const: true } }, required: ['runsFleet'] },
        then: {
          properties: {
            fleetManager: { $ref: '../common/definitions.json#/definitions/name', examples: ['Dana Fleet'] },
          },
          required: ['fleetManager'],
        },
      },
    ];
  });
  editJson(join(schemasDir, BUSINESS_UI), (ui) => {
    ui['ui:order'].splice(
      ui['ui:order'].indexOf('numberOfEmployees') + 1,
      0,
      'vehicleCount',
      'runsFleet',
      'fleetManager',
    );
    ui.vehicleCount = {
      'ui:title': 'fields.vehicleCount',
      'ui:autocomplete': 'off',
      'ui:options': { inputMode: 'numeric' },
    };
    ui.runsFleet = {
      'ui:title': 'fields.runsFleet',
      'ui:widget': 'radioGroup',
      'ui:options': { labels: 'enums.yesNo' },
    };
    ui.fleetManager = { 'ui:title': 'fields.fleetManager', 'ui:autocomplete': 'off' };
  });
  for (const language of ['en', 'es'] as const) {
    const { vehicleCount, runsFleet, fleetManager, vehicleCountRange } = TEXTS[language];
    editJson(join(localesDir, language, 'fields.json'), (fields) =>
      Object.assign(fields, { vehicleCount, runsFleet, fleetManager }),
    );
    const message = vehicleCountRange.replace(vehicleCount, '{field}');
    editJson(join(localesDir, language, 'errors.json'), (errors) => (errors.vehicleCount = message));
  }
}

/**
 * A copy of schemas/ and locales/ edited exactly as docs/analysts.md#adding-a-field-end-to-end tells an analyst:
 * an optional Website, and a required count with a range message plus a yes/no that asks for a required name.
 * Nothing else changes; the product reads the copy through `SCHEMAS_DIR` and `LOCALES_DIR`.
 */
export function copyWithAddedFields(): { schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'analyst-'));
  const schemasDir = join(dir, 'schemas');
  const localesDir = join(dir, 'locales');
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'locales'), localesDir, { recursive: true });
  addBusinessFields(schemasDir, localesDir);
  return { schemasDir, localesDir };
}

/** The edits of `copyWithAddedFields`, made in `schemasDir` and `localesDir`. */
export function addBusinessFields(schemasDir: string, localesDir: string): void {
  addWebsite(schemasDir, localesDir);
  addFleet(schemasDir, localesDir);
}
