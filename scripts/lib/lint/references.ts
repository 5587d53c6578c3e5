import { optionsOfKind } from '../../../src/shared/ui-options.ts';
import { formatPath, type PathSegment } from '../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../src/shared/form-model/index.ts';
import { ERROR_KEYS_FILE, MANIFEST_FILE } from '../../../src/shared/form-lint/known-files.ts';
import { eachSubschema } from './schema-walk.ts';
import type { JsonFile, LintContext } from './types.ts';

/** A place in a schema, UI schema or manifest that names an i18n key. */
export interface KeyReference {
  /** The key as written, e.g. `fields.companyName` (possibly not a key at all, e.g. plain English). */
  key: string;
  file: JsonFile;
  where: string;
  /** What names it, for messages: `ui:title`, `errorMessage`, `the step title`, … */
  use: string;
  /** A text, or an object of texts whose keys are a field's choices (`ui:options.labels`). */
  expects: 'text' | 'labels';
}

/** The UI schema settings whose value is an i18n key to translate at render. */
const TEXT_SETTINGS = ['ui:title', 'ui:help', 'ui:description'];
/** `ui:options` whose value is an i18n key (or a list of keys) of a text: the engine's list options, a heading. */
const TEXT_OPTIONS = optionsOfKind('text', 'texts');
/** `ui:options` whose value names a group of texts keyed by the field's choices, like `labels`. */
const GROUP_OPTIONS = optionsOfKind('labels');

function fromUiSchema(file: JsonFile, node: unknown, path: PathSegment[], out: KeyReference[]): void {
  if (Array.isArray(node)) return node.forEach((item, index) => fromUiSchema(file, item, [...path, index], out));
  if (!isObject(node)) return;
  for (const [name, value] of Object.entries(node)) {
    // Effects hold form data (`"to": …`), not texts.
    if (name === 'ui:effects') continue;
    const at = [...path, name];
    if (TEXT_SETTINGS.includes(name) && typeof value === 'string')
      out.push({ key: value, file, where: formatPath(at), use: name, expects: 'text' });
    else if (name === 'ui:options' && isObject(value)) {
      for (const [option, setting] of Object.entries(value)) {
        const keys = TEXT_OPTIONS.includes(option) ? [setting].flat() : [];
        keys.forEach((key, index) => {
          const where = formatPath(Array.isArray(setting) ? [...at, option, index] : [...at, option]);
          if (typeof key === 'string') out.push({ key, file, where, use: `ui:options.${option}`, expects: 'text' });
        });
        if (GROUP_OPTIONS.includes(option) && typeof setting === 'string')
          out.push({
            key: setting,
            file,
            where: formatPath([...at, option]),
            use: `ui:options.${option}`,
            expects: 'labels',
          });
      }
    } else fromUiSchema(file, value, at, out);
  }
}

/** The string leaves of an `errorMessage` (a key, or an object of keys per keyword, possibly nested). */
function fromErrorMessage(file: JsonFile, value: unknown, path: PathSegment[], out: KeyReference[]): void {
  if (typeof value === 'string')
    out.push({ key: value, file, where: formatPath(path), use: 'errorMessage', expects: 'text' });
  else if (Array.isArray(value)) value.forEach((item, index) => fromErrorMessage(file, item, [...path, index], out));
  else if (isObject(value))
    for (const [name, item] of Object.entries(value)) fromErrorMessage(file, item, [...path, name], out);
}

/** Every i18n key the schemas, UI schemas, error-keys file and wizard manifest name. */
export function collectReferences(context: LintContext): KeyReference[] {
  const out: KeyReference[] = [];
  for (const form of context.forms) if (form.uiFile) fromUiSchema(form.uiFile, form.uiFile.data, [], out);
  for (const file of context.schemaDocuments) {
    eachSubschema(file.data, (schema, path) => {
      if ('errorMessage' in schema) fromErrorMessage(file, schema.errorMessage, [...path, 'errorMessage'], out);
    });
  }
  const errorKeys = context.schemaFiles.get(ERROR_KEYS_FILE);
  if (isObject(errorKeys?.data)) {
    for (const [keyword, key] of Object.entries(errorKeys.data)) {
      if (keyword !== '$comment' && typeof key === 'string')
        out.push({
          key,
          file: errorKeys,
          where: formatPath([keyword]),
          use: `the message of "${keyword}"`,
          expects: 'text',
        });
    }
  }
  const manifest = context.schemaFiles.get(MANIFEST_FILE);
  if (isObject(manifest?.data)) {
    const { title, steps } = manifest.data;
    if (typeof title === 'string')
      out.push({ key: title, file: manifest, where: 'title', use: 'the wizard title', expects: 'text' });
    if (Array.isArray(steps)) {
      steps.forEach((step, index) => {
        if (isObject(step) && typeof step.title === 'string')
          out.push({
            key: step.title,
            file: manifest,
            where: formatPath(['steps', index, 'title']),
            use: 'the step title',
            expects: 'text',
          });
      });
    }
  }
  return out;
}
