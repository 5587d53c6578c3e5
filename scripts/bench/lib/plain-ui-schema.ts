import { isObject, type JsonObject } from '../../../src/shared/form-model/index.ts';

/** Every widget name RJSF resolves by itself (`@rjsf/utils` getWidget's table). */
const RJSF_WIDGETS = new Set([
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'radio',
  'select',
  'textarea',
  'hidden',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'files',
  'updown',
  'range',
  'checkbox',
  'checkboxes',
]);

/** Our widgets that have a plain RJSF counterpart; the others fall back to RJSF's default for the field's type. */
const PLAIN_COUNTERPARTS: Record<string, string> = { radioGroup: 'radio' };

/**
 * A product UI schema as a plain RJSF form can take it: widgets of src/widgets replaced by RJSF's own (a plain
 * Form throws on a widget name it does not know) and the product's `ui:effects` left out. Labels, order, options
 * and everything else stay.
 */
export function plainUiSchema(uiSchema: JsonObject): JsonObject {
  const plain: JsonObject = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:effects') continue;
    if (key === 'ui:widget' && typeof value === 'string' && !RJSF_WIDGETS.has(value)) {
      if (PLAIN_COUNTERPARTS[value]) plain[key] = PLAIN_COUNTERPARTS[value];
      continue;
    }
    plain[key] = isObject(value) ? plainUiSchema(value) : value;
  }
  return plain;
}
