import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { closest, didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { Rule } from '../types.ts';
import { KNOWN_UI_SETTINGS } from '../ui-keys.ts';
import { walkUiSchema, type UiLevel } from '../ui-walk.ts';

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
          } else if (entry !== '*' && !(typeof entry === 'string' && level.fields.has(entry))) {
            report({
              severity: 'error',
              file,
              where,
              message:
                `${JSON.stringify(entry)} in ui:order is not a field of ` +
                `${level.name}${typeof entry === 'string' ? didYouMean(entry, level.fields.keys()) : ''}`,
              fix: `Use a property name from ${schemaFile}, or remove the entry`,
            });
          }
          seen.add(entry);
        });
        if (order.includes('*')) return;
        const missing = [...level.fields.keys()].filter((name) => !order.includes(name));
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
      walkUiSchema(form.uiFile.data, form.fields, {
        level(level) {
          checkSettingNames(level);
          checkOrder(level);
        },
        unknownKey(key, level) {
          report({
            severity: 'error',
            file,
            where: formatPath([...level.path, key]),
            message: `"${key}" is not a field of ${level.name}${didYouMean(key, level.fields.keys())}`,
            fix: `Use a property name from ${schemaFile}, or remove these settings`,
          });
        },
        notObject(path, name) {
          report({
            severity: 'error',
            file,
            where: formatPath(path),
            message: `the settings of ${name} must be an object`,
            fix: 'Write them as { "ui:title": "fields.someName" }',
          });
        },
      });
    }
  },
};
