import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { flattenFields, isObject } from '../../../../src/shared/form-model/index.ts';
import { TERMS_FILES } from '../../../../src/shared/form-lint/known-files.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import { CUSTOM_WIDGETS } from '../../../../src/shared/widget-names.ts';
import type { Rule } from '../types.ts';

/** The widget names RJSF itself knows (`getWidget`'s table and its registry's names). */
const RJSF_WIDGETS = `checkbox radio select hidden text password email hostname ipv4 ipv6 uri data-url textarea date
  datetime date-time alt-date alt-datetime time color file updown range checkboxes AltDateWidget AltDateTimeWidget
  CheckboxWidget CheckboxesWidget ColorWidget DateWidget DateTimeWidget EmailWidget FileWidget HiddenWidget
  PasswordWidget RadioWidget RangeWidget RatingWidget SelectWidget TextWidget TextareaWidget TimeWidget
  UpDownWidget URLWidget`.split(/\s+/);
/** The field names RJSF itself knows (its registry's `fields`); the product adds none. */
const RJSF_FIELDS = `AnyOfField ArrayField BooleanField NumberField ObjectField OneOfField SchemaField StringField
  NullField`.split(/\s+/);
const WIDGETS = [...CUSTOM_WIDGETS, ...RJSF_WIDGETS];

/**
 * Every widget and field a UI schema names exists (a misspelt widget leaves the step blank), templates are not
 * named in JSON (they are code, set for all forms by the engine), and an agreement box names a terms text the
 * server has (otherwise the box must be ticked while its text is never shown).
 */
export const uiComponents: Rule = {
  name: 'ui-components',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      if (!form.uiFile || !isObject(form.uiFile.data) || hasErrors(form.uiFile.display)) continue;
      const file = form.uiFile.display;
      // A list's element has settings of its own (under `items`), a widget among them.
      for (const { ui: fieldUi, path: uiPath } of flattenFields(form.fields, { items: true })) {
        const ui = fieldUi.node;
        const widget = ui['ui:widget'];
        if (widget !== undefined && !(typeof widget === 'string' && WIDGETS.includes(widget)))
          report({
            severity: 'error',
            file,
            where: formatPath([...uiPath, 'ui:widget']),
            message:
              `there is no widget ${JSON.stringify(widget)}, so the field cannot be ` +
              `drawn${typeof widget === 'string' ? didYouMean(widget, WIDGETS) : ''}`,
            fix:
              `Use one of the product's widgets (${CUSTOM_WIDGETS.join(', ')}) or RJSF's (text, textarea, select, ` +
              `radio, checkbox, hidden, …)`,
          });
        const field = ui['ui:field'];
        if (field !== undefined && !(typeof field === 'string' && RJSF_FIELDS.includes(field)))
          report({
            severity: 'error',
            file,
            where: formatPath([...uiPath, 'ui:field']),
            message:
              `there is no field component ` +
              `${JSON.stringify(field)}${typeof field === 'string' ? didYouMean(field, RJSF_FIELDS) : ''}`,
            fix:
              'Remove "ui:field" (the form picks the component from the field\'s type), or choose a widget with ' +
              '"ui:widget"',
          });
        for (const key of Object.keys(ui).filter((name) => /^ui:\w+Template$/.test(name)))
          report({
            severity: 'error',
            file,
            where: formatPath([...uiPath, key]),
            message:
              `"${key}" names a template, but templates are code set for every form, not something a UI ` +
              `schema can name`,
            fix: `Remove "${key}"; ask a developer for a new template or widget`,
          });
        const options = isObject(ui['ui:options']) ? ui['ui:options'] : undefined;
        if (widget !== 'agreement') continue;
        const text = options?.text;
        if (typeof text === 'string' && text in TERMS_FILES) continue;
        const named =
          text === undefined ? 'names no text' : `names the text ${JSON.stringify(text)}, which does not exist`;
        report({
          severity: 'error',
          file,
          where: formatPath([...uiPath, 'ui:options', ...(text === undefined ? [] : ['text'])]),
          message:
            `this agreement box ${named}, so readers must agree to something they are never shown` +
            (typeof text === 'string' ? didYouMean(text, Object.keys(TERMS_FILES)) : ''),
          fix: `Set "ui:options": { "text": … } to one of ${Object.keys(TERMS_FILES)
            .map((name) => `"${name}"`)
            .join(', ')}`,
        });
      }
    }
  },
};
