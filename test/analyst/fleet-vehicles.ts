import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { JsonEdit } from '../helpers/json-edit.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The step's new `PUT` and the key it is kept under in `GET /v1/credit-app`. */
export const FLEET_VEHICLES = { key: 'fleetVehicles', path: '/v1/fleet-vehicles', section: 'fleetVehicles' };

/** A delivery vehicle as an applicant fills it in. */
export const vehicle = {
  make: 'Ford',
  model: 'Transit 250',
  plate: '4KT221',
  driver: 'Dana Miller',
  fleetNumber: 'VAN-12',
};

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

const SCHEMA = {
  $comment: 'Fleet vehicles: up to three vans or trucks the business picks parts up with.',
  type: 'object',
  properties: {
    fleetVehicles: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      examples: [[vehicle]],
      items: {
        type: 'object',
        properties: {
          make: { $ref: '../common/definitions.json#/definitions/name', examples: [vehicle.make] },
          model: { $ref: '../common/definitions.json#/definitions/name', examples: [vehicle.model] },
          plate: { type: 'string', minLength: 1, maxLength: 10, examples: [vehicle.plate] },
          driver: { $ref: '../common/definitions.json#/definitions/name', examples: [vehicle.driver] },
          fleetNumber: {
            type: 'string',
            pattern: '^[A-Za-z0-9-]{1,20}$',
            examples: [vehicle.fleetNumber],
            errorMessage: { pattern: 'errors.fleetNumber' },
          },
        },
        required: ['make', 'model', 'plate', 'fleetNumber'],
      },
    },
  },
  required: ['fleetVehicles'],
};

const UI_SCHEMA = {
  fleetVehicles: {
    'ui:title': 'fields.fleetVehicles',
    'ui:options': {
      orderable: false,
      keepFirst: 1,
      addLabel: 'fields.addFleetVehicle',
      removeLabel: 'fields.removeFleetVehicle',
      itemTitles: ['fields.fleetVehicle'],
    },
    items: {
      'ui:options': { label: false },
      'ui:order': ['make', 'model', 'plate', 'driver', 'fleetNumber'],
      make: { 'ui:title': 'fields.vehicleMake', 'ui:autocomplete': 'off', 'ui:options': { width: 'half' } },
      model: { 'ui:title': 'fields.vehicleModel', 'ui:autocomplete': 'off', 'ui:options': { width: 'half' } },
      plate: { 'ui:title': 'fields.vehiclePlate', 'ui:autocomplete': 'off', 'ui:options': { width: 'half' } },
      driver: { 'ui:title': 'fields.vehicleDriver', 'ui:autocomplete': 'off', 'ui:options': { width: 'half' } },
      fleetNumber: { 'ui:title': 'fields.fleetNumber', 'ui:autocomplete': 'off' },
    },
  },
};

/** Every text the step needs, by language: its title, its labels and its message. */
const TEXTS = {
  en: {
    steps: { fleetVehicles: 'Fleet vehicles' },
    fields: {
      fleetVehicles: 'Fleet vehicles',
      fleetVehicle: 'Vehicle {number}',
      addFleetVehicle: 'Add vehicle',
      removeFleetVehicle: 'Remove vehicle',
      vehicleMake: 'Make',
      vehicleModel: 'Model',
      vehiclePlate: 'License plate',
      vehicleDriver: 'Usual driver',
      fleetNumber: 'Your fleet number for it',
    },
    errors: { fleetNumber: '{field} must be 1 to 20 letters, digits or dashes.' },
    staff: { steps: { fleetVehicles: 'Fleet vehicles' } },
  },
  es: {
    steps: { fleetVehicles: 'Vehículos de la flota' },
    fields: {
      fleetVehicles: 'Vehículos de la flota',
      fleetVehicle: 'Vehículo {number}',
      addFleetVehicle: 'Agregar vehículo',
      removeFleetVehicle: 'Quitar vehículo',
      vehicleMake: 'Marca',
      vehicleModel: 'Modelo',
      vehiclePlate: 'Placa',
      vehicleDriver: 'Conductor habitual',
      fleetNumber: 'Su número de flota para él',
    },
    errors: { fleetNumber: '{field} debe tener de 1 a 20 letras, dígitos o guiones.' },
    staff: { steps: { fleetVehicles: 'Vehículos de la flota' } },
  },
};

/**
 * A copy of schemas/ and locales/ with a whole new data step, "Fleet vehicles", added as
 * docs/analysts.md#adding-a-step tells an analyst: the step in `schemas/wizard.json` (before the review, after the
 * product's own references step, with its own `PUT`, kept as `fleetVehicles` and required to submit), its schema
 * and UI schema, its texts in both languages, and its key among the steps a request for changes may reopen
 * (`schemas/staff/decision.schema.json`). Not trade references: the product's references step asks for those.
 * No code changes. Made once per test file (a mocked module and the test itself share it).
 */
export function copyWithFleetVehicles(): { schemasDir: string; localesDir: string } {
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
  addFleetVehiclesStep(schemasDir, localesDir);
  return { schemasDir, localesDir };
}

/** The edits of `copyWithFleetVehicles`, made in `schemasDir` and `localesDir`. */
export function addFleetVehiclesStep(schemasDir: string, localesDir: string): void {
  writeJson(join(schemasDir, 'steps/fleet-vehicles.schema.json'), SCHEMA);
  writeJson(join(schemasDir, 'steps/fleet-vehicles.ui.json'), UI_SCHEMA);
  editJson(join(schemasDir, 'wizard.json'), (wizard) => {
    const review = wizard.steps.findIndex((step: { kind: string }) => step.kind === 'review');
    wizard.steps.splice(review, 0, {
      key: FLEET_VEHICLES.key,
      path: 'fleet-vehicles',
      title: 'steps.fleetVehicles',
      kind: 'form',
      schema: 'steps/fleet-vehicles.schema.json',
      uiSchema: 'steps/fleet-vehicles.ui.json',
      saves: [{ section: FLEET_VEHICLES.section, path: FLEET_VEHICLES.path, body: 'fleetVehicles' }],
      requiredToSubmit: true,
    });
  });
  // The credit department may ask for changes to it: one more step a request for changes can reopen.
  editJson(join(schemasDir, 'staff/decision.schema.json'), (decision) => {
    const then = decision.allOf.find((rule: { then: { properties: object } }) => 'steps' in rule.then.properties).then;
    then.properties.steps.items.enum.push(FLEET_VEHICLES.key);
  });
  for (const [language, files] of Object.entries(TEXTS)) {
    for (const [file, texts] of Object.entries(files)) {
      editJson(join(localesDir, language, `${file}.json`), (data) => {
        for (const [key, value] of Object.entries(texts))
          data[key] = typeof value === 'object' ? { ...data[key], ...value } : value;
      });
    }
  }
}
