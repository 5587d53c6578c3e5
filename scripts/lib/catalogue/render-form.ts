import type { Effect } from '../../../src/shared/form-types.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { describeCondition, describeEffect, describeRules, messageKeys, type Words } from './describe.ts';
import { formFields, type CatalogueField } from './form-fields.ts';

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

function labelsOf(field: CatalogueField, t: Words): string {
  const key = field.ui['ui:title'];
  return typeof key === 'string' ? t(key) : field.path;
}

/**
 * One form as a Markdown section: a table of its fields (labels in both languages, type, required, rules,
 * messages, when shown) and its toggles in words.
 */
export function renderForm(section: FormSection, words: Languages, defaultKeys: Record<string, string>): string {
  const fields = formFields(section.schema, section.uiSchema);
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const title = (path: string) => {
    const field = byPath.get(path);
    return field ? `“${labelsOf(field, words.en)}”` : `“${path}”`;
  };
  const label = (path: string, value: unknown) => {
    const labels = byPath.get(path)?.ui['ui:options'] as JsonObject | undefined;
    return typeof labels?.labels === 'string' ? words.en(`${labels.labels}.${String(value)}`) : JSON.stringify(value);
  };

  const rows = fields.map((field) => {
    const english = labelsOf(field, words.en);
    const messages = messageKeys(field.schema, field.required, defaultKeys)
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
            .map((value) => label(field.path, value))
            .join(', ')}, …)`
        : `one of: ${choices.map((value) => label(field.path, value)).join(', ')}`
      : String(field.schema.type ?? '');
    return `| \`${field.path}\` | ${cell(english)} | ${cell(labelsOf(field, words.es))} | ${cell(type)} | ${field.required ? 'required' : 'optional'} | ${cell(describeRules(field.schema).join('; '))} | ${cell(messages)} | ${cell(shown)} |`;
  });

  const effects = ((section.uiSchema['ui:effects'] ?? []) as Effect[]).map(
    (effect) => `- ${describeEffect(effect, title, label)}`,
  );
  return [
    `## ${section.heading}`,
    '',
    `Form \`${section.formId}\`: \`schemas/${section.formId}.schema.json\` and \`schemas/${section.formId}.ui.json\`.`,
    '',
    '| Field | English | Spanish | Type | Required | Rules | Messages | Shown |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(effects.length ? ['Toggles:', '', ...effects, ''] : []),
  ].join('\n');
}
