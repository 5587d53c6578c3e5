import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonEdit } from '../helpers/json-edit.ts';

/** The question the analyst adds to the trade reference's answer form, and its label in each language. */
export const YEARS_KNOWN = { en: 'Years you have known them', es: 'Años que los conoce' } as const;

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The edits docs/analysts.md#references tells an analyst to make, JSON only, in `schemasDir` and `localesDir`: two
 * trade references required (`minItems`), and a required whole-number question "years known" on the trade
 * reference's answer form, with its range message (an existing text), its `ui:title` and place in `ui:order`, and
 * its label in both languages' reference.json.
 */
export function editReferences(schemasDir: string, localesDir: string): void {
  editJson(join(schemasDir, 'steps/references.schema.json'), (schema) => {
    schema.properties.tradeReferences.minItems = 2;
  });
  editJson(join(schemasDir, 'reference/trade.schema.json'), (schema) => {
    const range = 'reference.errors.count';
    schema.properties.yearsKnown = {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      examples: [6],
      errorMessage: { type: range, minimum: range, maximum: range },
    };
    schema.required.push('yearsKnown');
  });
  editJson(join(schemasDir, 'reference/trade.ui.json'), (ui) => {
    ui['ui:order'].splice(ui['ui:order'].indexOf('customerSince') + 1, 0, 'yearsKnown');
    ui.yearsKnown = {
      'ui:title': 'reference.fields.yearsKnown',
      'ui:autocomplete': 'off',
      'ui:options': { inputMode: 'numeric', width: 'half' },
    };
  });
  for (const language of ['en', 'es'] as const)
    editJson(
      join(localesDir, language, 'reference.json'),
      (texts) => (texts.fields.yearsKnown = YEARS_KNOWN[language]),
    );
}
