import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { flattenFields, isObject, type FormField } from '../../../../src/shared/form-model/index.ts';
import { languages, localeFileName } from '../locale-keys.ts';
import type { Rule } from '../types.ts';

/**
 * The group of texts this form's labels live in: the one most of its `ui:title`s name (`reference.fields` for the
 * reference's answer forms), or `fields`, where the wizard's labels are.
 */
function labelGroupOf(fields: readonly FormField[]): string {
  const counts = new Map<string, number>();
  for (const { ui } of fields) {
    if (typeof ui.title !== 'string' || !ui.title.includes('.')) continue;
    const group = ui.title.slice(0, ui.title.lastIndexOf('.'));
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'fields';
}

/**
 * Every field the form shows has a label: without `ui:title` the form, the review and the PDFs show its property
 * name ("fleetSize") instead. A list's entries (titled by the list's `itemTitles`) and hidden technical fields are
 * not labelled.
 */
export const fieldLabels: Rule = {
  name: 'field-labels',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      if (!form.uiFile || !isObject(form.uiFile.data) || hasErrors(form.uiFile.display)) continue;
      const fields = flattenFields(form.fields, { items: true });
      const group = labelGroupOf(fields);
      for (const field of fields) {
        if (field.name === 'items' || field.ui.hidden || field.ui.title !== undefined) continue;
        const key = `${group}.${field.name}`;
        report({
          severity: 'error',
          file: form.uiFile.display,
          where: formatPath(field.path),
          message:
            `"${field.name}" has no "ui:title", so readers would see its property name "${field.name}" as its ` +
            'label',
          fix:
            `Add "${field.name}": { "ui:title": "${key}" } and "${field.name}" with its label to ` +
            `${languages(context)
              .map((language) => localeFileName(context, language, key))
              .join(' and ')}${group.includes('.') ? ` (under "${group.split('.').slice(1).join('.')}")` : ''}`,
        });
      }
    }
  },
};
