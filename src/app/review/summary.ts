import type { Translate } from '../../shared/field-errors.ts';
import { isEmptyValue, shownFields, type FormWithValidator, type ShownField } from '../../shared/form-model/index.ts';
import { displayValue } from '../../widgets/display.ts';

/** One line of a read-only summary: a field's label and its value as text. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** A titled part of a summary: an object field, or one entry of a list (the owner, a location). */
export interface SummaryGroup {
  title: string;
  items: SummaryItem[];
}

export type SummaryItem = SummaryRow | SummaryGroup;

/** A value as the form showed it: the choice's label, yes or no, the widget's wording, or the text itself. */
function valueText(field: ShownField, value: unknown, t: Translate): string {
  const { labels, widget } = field.ui;
  if (labels && field.values.includes(value)) return t(`${labels}.${String(value)}`);
  if (typeof value === 'boolean') return t(`enums.yesNo.${value}`);
  return displayValue(widget, value, t, field.ui.options) ?? String(value);
}

function fieldItems(field: ShownField, t: Translate): SummaryItem[] {
  const label = field.ui.title ? t(field.ui.title) : field.name;
  if (field.kind === 'list' && field.entries.length) {
    if (field.entries.every((entry) => entry.kind === 'object')) {
      const entries = field.entries.map((entry, index) => ({
        title: entry.titleKey ? t(entry.titleKey, { number: index + 1 }) : `${label} ${index + 1}`,
        items: objectItems(entry.fields, t),
      }));
      return [{ title: label, items: entries }];
    }
    return [{ label, value: field.entries.map((entry) => valueText(entry, entry.value, t)).join(', ') }];
  }
  if (field.kind === 'object') return [{ title: label, items: objectItems(field.fields, t) }];
  return [{ label, value: valueText(field, field.value, t) }];
}

function objectItems(fields: readonly ShownField[], t: Translate): SummaryItem[] {
  // A screen toggle that only helps filling the form in ("Same as the business phone") says nothing on the review.
  const skipped = (field: ShownField) =>
    field.ui.hidden || field.ui.options.hideOnReview === true || isEmptyValue(field.value);
  return fields.flatMap((field) => (skipped(field) ? [] : fieldItems(field, t)));
}

/**
 * The read-only summary of a form's data: each field the form shows for that data (the form model resolves its
 * conditions as the form does), in the form's order, labelled and worded by the form's UI schema; lists as groups
 * titled like the form's entries. Empty fields are left out.
 */
export function summarize(form: FormWithValidator, data: unknown, t: Translate): SummaryItem[] {
  return objectItems(shownFields(form, data), t);
}
