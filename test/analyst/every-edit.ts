import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addDeliveryWindow } from './delivery-window.ts';
import { addBusinessFields } from './edited-forms.ts';
import { editReferences } from './edited-references.ts';
import { addFleetVehiclesStep } from './fleet-vehicles.ts';
import { addRequiredPersonAndAccountFields } from './required-person-and-account.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A copy of schemas/ and locales/ with every edit the analysts' guide walks through, each on its own part of the
 * forms, as one analyst making them in turn would: fields added to business information (a website, a fleet with
 * its manager, a delivery window), a whole "Fleet vehicles" step, a required field on each applicant and on the
 * account step, and two trade references required with a question added to their answer form. One copy, so that
 * the product is imported, started, linted and drawn on paper once for all of them.
 */
export function copyWithEveryEdit(): { schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'analyst-'));
  const schemasDir = join(dir, 'schemas');
  const localesDir = join(dir, 'locales');
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'locales'), localesDir, { recursive: true });
  for (const edit of [
    addBusinessFields,
    addDeliveryWindow,
    addFleetVehiclesStep,
    addRequiredPersonAndAccountFields,
    editReferences,
  ])
    edit(schemasDir, localesDir);
  return { schemasDir, localesDir };
}
