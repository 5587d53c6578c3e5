import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { enumChoices, flattenFields, isObject } from '../../../../src/shared/form-model/index.ts';
import { labelledValues } from '../choice-values.ts';
import { languages, localeFileName, lookupKey } from '../locale-keys.ts';
import { SELF_LABELLED_WIDGETS } from '../../../../src/shared/widget-names.ts';
import type { Rule } from '../types.ts';

/**
 * A choice field shows its choices through `ui:options.labels`, an i18n group whose keys are the choices
 * (`enums.state` → `enums.state.MO`; a yes/no field → `enums.yesNo.true` and `.false`). Without a label the
 * reader sees the raw value ("SOLE_PROPRIETOR"); so would a suggestion of a free text (an `examples` value of a
 * `choiceWithOther` field) without its label. A label missing from every language is reported here; one
 * missing from only some languages is reported by `locale-parity`.
 */
export const enumLabels: Rule = {
  name: 'enum-labels',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      // A schema with errors (a choice written as a number) is fixed first: its choices are not yet what it means.
      if (!form.uiFile || form.uiFile.data === undefined || hasErrors(form.schemaFile.display)) continue;
      const file = form.uiFile.display;
      for (const field of flattenFields(form.fields)) {
        const { path: uiPath, ui } = field;
        const name = uiPath.filter((part) => part !== 'items').join('.');
        const choices = enumChoices(field);
        const values = labelledValues(field);
        const options = isObject(ui.node['ui:options']) ? ui.node['ui:options'] : undefined;
        const labels = options?.labels;
        const selfLabelled = (SELF_LABELLED_WIDGETS as readonly unknown[]).includes(ui.widget);
        if (typeof labels !== 'string') {
          if (choices && labels === undefined && !selfLabelled) {
            report({
              severity: 'warning',
              file,
              where: formatPath([...uiPath, 'ui:options']),
              message:
                `"${name}" is a choice field without ui:options.labels, so readers see the raw ` +
                `values (${choices.slice(0, 3).join(', ')}…)`,
              fix: `Add "ui:options": { "labels": "enums.someGroup" } and the group to ${languages(context)
                .map((l) => localeFileName(context, l, 'enums.someGroup'))
                .join(' and ')}`,
            });
          }
          continue;
        }
        // The translations rule reports a group missing from every language, or a text where a group belongs.
        const groups = languages(context).map((language) => lookupKey(context, language, labels));
        if (!values || groups.every((group) => !isObject(group))) continue;
        const unlabelled = values.filter((value) =>
          groups.every((group) => !isObject(group) || group[value] === undefined),
        );
        if (unlabelled.length === 0) continue;
        report({
          severity: 'error',
          file,
          where: formatPath([...uiPath, 'ui:options', 'labels']),
          message:
            `"${name}" ${choices ? 'allows' : 'offers'} ${unlabelled.map((value) => `"${value}"`).join(', ')}, but ` +
            `"${labels}" has no label for ${unlabelled.length > 1 ? 'them' : 'it'} in any language`,
          fix: `Add ${unlabelled.map((value) => `"${value}"`).join(', ')} to "${labels}" in ${languages(context)
            .map((l) => localeFileName(context, l, labels))
            .join(' and ')}`,
        });
      }
    }
  },
};
