import { perContext } from './per-context.ts';
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
  /**
   * A text, an object of texts whose keys are a field's choices (`ui:options.labels`), or either (a key found by its
   * look in a place no rule knows, such as a new file's setting: it must exist, whatever it is).
   */
  expects: 'text' | 'labels' | 'any';
}

/**
 * The settings whose value is a locale key (or a list of keys) of a text, written as `ui:<name>` or in `ui:options`
 * (RJSF's `getUiOptions` merges both): RJSF's texts the engine translates, and the product's text options.
 */
const TEXT_SETTINGS = ['title', 'help', 'description', 'placeholder', ...optionsOfKind('text', 'texts')];
/** Settings whose value names a group of texts keyed by the field's choices, like `labels`. */
const GROUP_SETTINGS = optionsOfKind('labels');

/** The reference(s) of one setting `name` written at `at` (as `use`), when it is one that names texts. */
function fromSetting(
  file: JsonFile,
  name: string,
  value: unknown,
  at: PathSegment[],
  use: string,
  out: KeyReference[],
): void {
  if (GROUP_SETTINGS.includes(name) && typeof value === 'string')
    out.push({ key: value, file, where: formatPath(at), use, expects: 'labels' });
  if (!TEXT_SETTINGS.includes(name)) return;
  [value].flat().forEach((key, index) => {
    const where = formatPath(Array.isArray(value) ? [...at, index] : at);
    if (typeof key === 'string') out.push({ key, file, where, use, expects: 'text' });
  });
}

function fromUiSchema(file: JsonFile, node: unknown, path: PathSegment[], out: KeyReference[]): void {
  if (Array.isArray(node)) return node.forEach((item, index) => fromUiSchema(file, item, [...path, index], out));
  if (!isObject(node)) return;
  for (const [name, value] of Object.entries(node)) {
    // Effects hold form data (`"to": …`), not texts.
    if (name === 'ui:effects') continue;
    const at = [...path, name];
    if (name === 'ui:options' && isObject(value)) {
      for (const [option, setting] of Object.entries(value))
        fromSetting(file, option, setting, [...at, option], `ui:options.${option}`, out);
    } else if (name.startsWith('ui:')) fromSetting(file, name.slice(3), value, at, name, out);
    else fromUiSchema(file, value, at, out);
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

/** Where JSON holds data or structure, never a text's key: an example, a rule, a file name, a comment. */
const NOT_TEXT = new Set(['$comment', '$ref', '$id', '$schema', 'ui:effects', 'examples', 'default', 'const', 'enum']);

/**
 * Every string of `data` that looks like a key of the locale files (`<namespace>.<name>`, the namespace one of
 * theirs), wherever it is written: the settings of files and options no rule knows by name (a content file's,
 * a policy's reason texts, a new UI option) are checked like a form's labels from the day they land.
 */
function keyLookingStrings(file: JsonFile, namespaces: ReadonlySet<string>, out: KeyReference[]): void {
  const walk = (node: unknown, path: PathSegment[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else if (isObject(node)) {
      for (const [name, value] of Object.entries(node)) if (!NOT_TEXT.has(name)) walk(value, [...path, name]);
    } else if (typeof node === 'string' && /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(node)) {
      if (namespaces.has(node.split('.')[0]))
        out.push({ key: node, file, where: formatPath(path), use: `"${path.at(-1)}"`, expects: 'any' });
    }
  };
  walk(file.data, []);
}

/**
 * Every i18n key the schemas, UI schemas, error-keys file and wizard manifest name, and any other string of a JSON
 * file of the schemas, the content or the brand that looks like one.
 */
export const collectReferences: (context: LintContext) => readonly KeyReference[] = perContext((context) => {
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
  const known = new Set(out.map(({ file, where }) => `${file.display} ${where}`));
  const namespaces = new Set([...context.localeFiles.values()].flatMap((files) => [...files.keys()]));
  const others: KeyReference[] = [];
  const files = [...context.schemaFiles.values(), ...context.contentJsonFiles.values(), context.brandFile];
  for (const file of files) if (file) keyLookingStrings(file, namespaces, others);
  return [...out, ...others.filter(({ file, where }) => !known.has(`${file.display} ${where}`))];
});
