import { formFields, type FormField, type JsonObject } from '../../../src/shared/form-model/index.ts';
import type { Translate } from '../../../src/shared/field-errors.ts';

/** JSON Forms' controls for `fields`: each shown field in the product's order, labelled with its English title. */
function controls(fields: FormField[], t: Translate): JsonObject[] {
  return fields
    .filter((field) => !field.ui.hidden)
    .map((field) => {
      const control: JsonObject = { type: 'Control', scope: `#/properties/${field.name}` };
      if (field.ui.title) control.label = t(field.ui.title);
      // A list of people: each entry laid out as a form of its own (JSON Forms' array layout), not a table row.
      if (field.kind === 'list' && field.fields.length) control.options = { detail: verticalLayout(field.fields, t) };
      if (field.ui.widget === 'password') control.options = { format: 'password' };
      return control;
    });
}

const verticalLayout = (fields: FormField[], t: Translate): JsonObject => ({
  type: 'VerticalLayout',
  elements: controls(fields, t),
});

/**
 * The UI schema a team would write for one of the product's forms in JSON Forms: a vertical layout of its fields in
 * the product's order (the form model's), with the product's English labels. Widgets of src/widgets have no JSON
 * Forms counterpart: JSON Forms picks its own renderer from each field's schema.
 */
export function jsonFormsUiSchema(form: { schema: JsonObject; uiSchema: JsonObject }, t: Translate): JsonObject {
  return verticalLayout(formFields(form), t);
}
