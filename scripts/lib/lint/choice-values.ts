import { declaresType, enumChoices, flattenFields, type FormField } from '../../../src/shared/form-model/index.ts';
import type { LintContext } from './types.ts';

/**
 * The values a field shows with a label of its `ui:options.labels` group: its choices (`enum`, of the field or of a
 * list's entries), true and false for a yes/no, or the `examples` a free text offers as suggestions (the
 * `choiceWithOther` widget); undefined when it has none of these.
 */
export function labelledValues(field: FormField): string[] | undefined {
  const choices = enumChoices(field);
  if (choices) return choices;
  if (declaresType(field, 'boolean')) return ['true', 'false'];
  return field.values.length && typeof field.ui.labels === 'string' ? field.values.map(String) : undefined;
}

/** For each group of choice texts the forms name (`enums.businessType`), the values and names of its fields. */
export function labelGroups(context: LintContext): Map<string, { values: Set<string>; fields: Set<string> }> {
  const groups = new Map<string, { values: Set<string>; fields: Set<string> }>();
  for (const form of context.forms) {
    for (const field of flattenFields(form.fields, { items: true })) {
      const values = labelledValues(field);
      for (const group of [field.ui.labels, field.ui.descriptions]) {
        if (group === undefined || !values) continue;
        const entry = groups.get(group) ?? { values: new Set(), fields: new Set() };
        values.forEach((value) => entry.values.add(value));
        entry.fields.add(field.path.filter((part) => part !== 'items').join('.'));
        groups.set(group, entry);
      }
    }
  }
  return groups;
}
