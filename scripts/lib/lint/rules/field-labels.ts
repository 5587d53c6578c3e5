import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { flattenFields, isObject } from '../../../../src/shared/form-model/index.ts';
import { languages, localeFileName } from '../locale-keys.ts';
import type { Rule } from '../types.ts';

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
      for (const field of flattenFields(form.fields, { items: true })) {
        if (field.name === 'items' || field.ui.hidden || field.ui.title !== undefined) continue;
        const key = `fields.${field.name}`;
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
              .join(' and ')}`,
        });
      }
    }
  },
};
