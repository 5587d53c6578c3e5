import type { Effect } from '../../../src/shared/form-types.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { describeCondition, describeEffect, describeRules, messageKeys, type Words } from './describe.ts';
import { describeLayout } from './layout.ts';
import { flattenFields, formFields, type FormField } from '../../../src/shared/form-model/index.ts';

export interface FormSection {
  heading: string;
  formId: string;
  schema: JsonObject;
  uiSchema: JsonObject;
}

export interface Languages {
  en: Words;
  es: Words;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A field as the catalogue names it: its dotted path, `[]` for a list's entries (`shops[].email`). */
const pathOf = (field: FormField) => field.path.join('.').replace(/\.items(\.|$)/g, '[]$1');

function labelsOf(field: FormField, t: Words): string {
  return field.ui.title ? t(field.ui.title) : pathOf(field);
}

/**
 * One form as a Markdown section: a table of its fields (labels in both languages, type, required, rules,
 * messages, when shown, layout and input) and its toggles in words.
 */
export function renderForm(section: FormSection, words: Languages, defaultKeys: Record<string, string>): string {
  // Hidden technical fields (`ui:widget: hidden`) are left out: nobody reads or fills them.
  const fields = flattenFields(formFields(section)).filter((field) => !field.ui.hidden);
  const byPath = new Map(fields.map((field) => [pathOf(field), field]));
  const title = (path: string) => {
    const field = byPath.get(path);
    return field ? `“${labelsOf(field, words.en)}”` : `“${path}”`;
  };
  const label = (path: string, value: unknown) => {
    const labels = byPath.get(path)?.ui.labels;
    return labels ? words.en(`${labels}.${String(value)}`) : JSON.stringify(value);
  };

  const rows = fields.map((field) => {
    const english = labelsOf(field, words.en);
    const messages = messageKeys(field.schema, field.requiredWhenShown, defaultKeys)
      .map((key) => `${words.en(key, { field: english, min: field.schema.minimum, max: field.schema.maximum })}`)
      .join('<br>');
    const shown =
      field.conditions.map((condition) => describeCondition(condition, title, label)).join(' and ') || 'always';
    const choices = Array.isArray(field.schema.enum) ? field.schema.enum : undefined;
    // Long lists (the 51 states) would drown the table: their labels are in the locale files.
    const type = choices
      ? choices.length > 12
        ? `one of ${choices.length} values (${choices
            .slice(0, 3)
            .map((value) => label(pathOf(field), value))
            .join(', ')}, …)`
        : `one of: ${choices.map((value) => label(pathOf(field), value)).join(', ')}`
      : String(field.schema.type ?? '');
    return (
      `| \`${pathOf(field)}\` | ${cell(english)} | ${cell(labelsOf(field, words.es))} | ${cell(type)} | ` +
      `${field.requiredWhenShown ? 'required' : 'optional'} | ${cell(describeRules(field.schema).join('; '))} | ` +
      `${cell(messages)} | ${cell(shown)} | ${cell(describeLayout(field.ui, words.en))} |`
    );
  });

  const effects = ((section.uiSchema['ui:effects'] ?? []) as Effect[]).map(
    (effect) => `- ${describeEffect(effect, title, label)}`,
  );
  return [
    `## ${section.heading}`,
    '',
    `Form \`${section.formId}\`: \`schemas/${section.formId}.schema.json\` and \`schemas/${section.formId}.ui.json\`.`,
    '',
    '| Field | English | Spanish | Type | Required | Rules | Messages | Shown | Layout and input |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(effects.length ? ['Toggles:', '', ...effects, ''] : []),
  ].join('\n');
}
