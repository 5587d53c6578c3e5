import type { JsonEdit } from '../helpers/json-edit.ts';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * A copy of schemas/ and locales/ with an optional "Website" field added to business information exactly as the
 * README's "Adding a field, end to end" tells an analyst: the property in the schema, its place in `ui:order`
 * with its title, and its label in both languages. Nothing else changes.
 */
export function copyWithWebsiteField(): { schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'analyst-'));
  const schemasDir = join(dir, 'schemas');
  const localesDir = join(dir, 'locales');
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'locales'), localesDir, { recursive: true });
  editJson(join(schemasDir, 'steps/business-information.schema.json'), (schema) => {
    schema.properties.website = {
      type: 'string',
      format: 'uri',
      maxLength: 200,
      errorMessage: { format: 'errors.invalid' },
    };
  });
  editJson(join(schemasDir, 'steps/business-information.ui.json'), (ui) => {
    ui['ui:order'].splice(ui['ui:order'].indexOf('accountsPayableEmail') + 1, 0, 'website');
    ui.website = { 'ui:title': 'fields.website' };
  });
  editJson(join(localesDir, 'en/fields.json'), (fields) => (fields.website = 'Website'));
  editJson(join(localesDir, 'es/fields.json'), (fields) => (fields.website = 'Sitio web'));
  return { schemasDir, localesDir };
}
