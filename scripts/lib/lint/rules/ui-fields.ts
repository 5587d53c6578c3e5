import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { closest, didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import { flattenFields, isObject, type JsonObject } from '../../../../src/shared/form-model/index.ts';
import type { LintForm, Rule } from '../types.ts';
import { KNOWN_UI_SETTINGS } from '../ui-keys.ts';

/** One level of a UI schema: the settings of the form, of an object field or of a list's element, or a list's. */
interface UiLevel {
  ui: JsonObject;
  /** The fields this level may name (a list's own settings name only `items`, RJSF's convention). */
  fields: string[];
  path: PathSegment[];
  /** How messages call it: `this form`, `"address"`, `each item of "applicants"`. */
  name: string;
}

/** What is written at `path` of a UI schema; undefined when something on the way is missing or not an object. */
function writtenAt(ui: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), ui);
}

/**
 * The levels of a form's UI schema, read along the form model's fields: the form's, and the settings of each field
 * written there; `notObject` hears of settings that are not an object.
 */
function uiLevels(form: LintForm, notObject: (path: PathSegment[], name: string) => void): UiLevel[] {
  const root = form.uiFile?.data;
  if (!isObject(root)) return [];
  const levels: UiLevel[] = [{ ui: root, fields: form.fields.map(({ name }) => name), path: [], name: 'this form' }];
  for (const field of flattenFields(form.fields, { items: true })) {
    const written = writtenAt(root, field.path);
    const name = field.name === 'items' ? `each item of "${field.path.at(-2)}"` : `"${field.name}"`;
    if (written === undefined) continue;
    if (!isObject(written)) {
      notObject(field.path, name);
      continue;
    }
    const fields = field.kind === 'list' ? ['items'] : field.fields.map((child) => child.name);
    levels.push({ ui: written, fields, path: field.path, name });
  }
  return levels;
}

/**
 * A UI schema names only fields of its form: a misspelt name is silently ignored by the form (the field loses
 * its title and widget); its settings are not near-misses of RJSF's (`ui:titel`); and `ui:order` must list every
 * field once or contain "*" (RJSF refuses to draw the form otherwise).
 */
export const uiFields: Rule = {
  name: 'ui-fields',
  run(context, { report }) {
    for (const form of context.forms) {
      if (!form.uiFile || form.uiFile.data === undefined || !form.bundled) continue;
      const file = form.uiFile.display;
      const schemaFile = form.schemaFile.display;
      const checkOrder = (level: UiLevel) => {
        const order = level.ui['ui:order'];
        if (order === undefined) return;
        const at = [...level.path, 'ui:order'];
        if (!Array.isArray(order)) {
          report({
            severity: 'error',
            file,
            where: formatPath(at),
            message: 'ui:order must be a list of field names',
            fix: 'Write it as ["firstField", "secondField", "*"]',
          });
          return;
        }
        const seen = new Set<unknown>();
        order.forEach((entry, index) => {
          const where = formatPath([...at, index]);
          if (seen.has(entry)) {
            report({
              severity: 'error',
              file,
              where,
              message: `${JSON.stringify(entry)} is listed twice in ui:order`,
              fix: 'Remove the second entry',
            });
          } else if (entry !== '*' && !(typeof entry === 'string' && level.fields.includes(entry))) {
            report({
              severity: 'error',
              file,
              where,
              message:
                `${JSON.stringify(entry)} in ui:order is not a field of ` +
                `${level.name}${typeof entry === 'string' ? didYouMean(entry, level.fields) : ''}`,
              fix: `Use a property name from ${schemaFile}, or remove the entry`,
            });
          }
          seen.add(entry);
        });
        if (order.includes('*')) return;
        const missing = level.fields.filter((name) => !order.includes(name));
        if (missing.length) {
          report({
            severity: 'error',
            file,
            where: formatPath(at),
            message:
              `ui:order does not list ${missing.map((name) => `"${name}"`).join(', ')}, so the form cannot be ` +
              `shown (RJSF stops with an error)`,
            fix: 'Add the missing fields where they should appear, or add "*" to put all unlisted fields there',
          });
        }
      };
      const checkSettingNames = (level: UiLevel) => {
        for (const key of Object.keys(level.ui)) {
          const name = key.startsWith('ui:') ? key.slice(3) : undefined;
          const known =
            name !== undefined && !KNOWN_UI_SETTINGS.includes(name) ? closest(name, KNOWN_UI_SETTINGS) : undefined;
          if (!known) continue;
          report({
            severity: 'error',
            file,
            where: formatPath([...level.path, key]),
            message: `"${key}" is not a UI setting (did you mean "ui:${known}"?), so it has no effect`,
            fix: `Write "ui:${known}"`,
          });
        }
      };
      const notObject = (path: PathSegment[], name: string) =>
        report({
          severity: 'error',
          file,
          where: formatPath(path),
          message: `the settings of ${name} must be an object`,
          fix: 'Write them as { "ui:title": "fields.someName" }',
        });
      for (const level of uiLevels(form, notObject)) {
        checkSettingNames(level);
        checkOrder(level);
        for (const key of Object.keys(level.ui)) {
          if (key.startsWith('ui:') || level.fields.includes(key)) continue;
          report({
            severity: 'error',
            file,
            where: formatPath([...level.path, key]),
            message: `"${key}" is not a field of ${level.name}${didYouMean(key, level.fields)}`,
            fix: `Use a property name from ${schemaFile}, or remove these settings`,
          });
        }
      }
    }
  },
};
