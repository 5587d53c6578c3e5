import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { bundleSchema, type JsonObject } from './schema-bundle.ts';
import type { FormDocument, WizardManifest } from './form-types.ts';
import { formIdOf } from './form-id.ts';
import { PROJECT_ROOT } from './project-root.ts';

/** The folder analysts edit. Tests point elsewhere with `SCHEMAS_DIR`. */
export const SCHEMAS_DIR = resolve(process.env.SCHEMAS_DIR ?? join(PROJECT_ROOT, 'schemas'));
export const LOCALES_DIR = resolve(process.env.LOCALES_DIR ?? join(PROJECT_ROOT, 'locales'));
/** The brand every text may quote (`{supplier}`); the lint checks it with the forms and texts. */
export const BRAND_FILE = join(PROJECT_ROOT, 'src/shared/brand.json');

/** Reads and parses one JSON file, naming the file in the error when it is not valid JSON. */
export function readJson(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
  }
}

export function loadManifest(dir = SCHEMAS_DIR): WizardManifest {
  return readJson(join(dir, 'wizard.json')) as WizardManifest;
}

/**
 * Loads the form `id` (e.g. `steps/business-information`): its schema with shared definitions inlined, and its
 * UI schema. The same document feeds the browser form, its precompiled validator and the server's validation.
 */
export function loadForm(id: string, dir = SCHEMAS_DIR): FormDocument {
  const schemaFile = join(dir, `${id}.schema.json`);
  const raw = readJson(schemaFile) as JsonObject;
  const schema = bundleSchema(raw, (file) => readJson(resolve(dirname(schemaFile), file)));
  const uiSchema = readJson(join(dir, `${id}.ui.json`)) as JsonObject;
  return { id, schema, uiSchema };
}

/** Every form of the product: each `*.schema.json` below the schemas folder, as ids like `auth/login`. */
export function listFormIds(dir = SCHEMAS_DIR): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.schema.json'))
    .map(formIdOf)
    .sort();
}

/** Reads every locale folder into `{ en: { fields: {...}, errors: {...} }, es: ... }` (file name = first key). */
export function loadLocales(dir = LOCALES_DIR, languages = ['en', 'es']): Record<string, JsonObject> {
  const result: Record<string, JsonObject> = {};
  for (const language of languages) {
    const files = readdirJson(join(dir, language));
    result[language] = Object.fromEntries(
      files.map((file) => [file.replace(/\.json$/, ''), readJson(join(dir, language, file))]),
    );
  }
  return result;
}

function readdirJson(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}
