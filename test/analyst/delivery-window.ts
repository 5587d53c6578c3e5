import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonEdit } from '../helpers/json-edit.ts';

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The labels and options the edits below add, by language. */
export const DELIVERY_TEXTS = {
  en: { window: 'Preferred Delivery Window', website: 'Website Address', morning: 'Mornings', afternoon: 'Afternoons' },
  es: {
    window: 'Horario de entrega preferido',
    website: 'Dirección del sitio web',
    morning: 'Por la mañana',
    afternoon: 'Por la tarde',
  },
} as const;

/**
 * Two optional fields added to business information as docs/analysts.md#adding-a-field-end-to-end says, in
 * `schemasDir` and `localesDir`: a "Preferred Delivery Window" of two options (their labels under `enums`) and a
 * "Website Address", each with its place in `ui:order`, its title and its texts in both languages.
 */
export function addDeliveryWindow(schemasDir: string, localesDir: string): void {
  editJson(join(schemasDir, 'steps/business-information.schema.json'), (schema) => {
    schema.properties.preferredDeliveryWindow = { type: 'string', enum: ['MORNING', 'AFTERNOON'] };
    schema.properties.websiteAddress = { type: 'string', maxLength: 200 };
  });
  editJson(join(schemasDir, 'steps/business-information.ui.json'), (ui) => {
    ui['ui:order'].push('preferredDeliveryWindow', 'websiteAddress');
    ui.preferredDeliveryWindow = {
      'ui:title': 'fields.preferredDeliveryWindow',
      'ui:options': { labels: 'enums.deliveryWindow' },
    };
    ui.websiteAddress = { 'ui:title': 'fields.websiteAddress' };
  });
  for (const language of ['en', 'es'] as const) {
    const texts = DELIVERY_TEXTS[language];
    editJson(join(localesDir, language, 'fields.json'), (fields) =>
      Object.assign(fields, { preferredDeliveryWindow: texts.window, websiteAddress: texts.website }),
    );
    editJson(join(localesDir, language, 'enums.json'), (enums) =>
      Object.assign(enums, { deliveryWindow: { MORNING: texts.morning, AFTERNOON: texts.afternoon } }),
    );
  }
}
