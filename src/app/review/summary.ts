import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { Translate } from '../../shared/field-errors.ts';
import { displayValue, formattedValue } from '../../widgets/display.ts';

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

type Node = Record<string, unknown>;

interface Context {
  validator: ValidatorType;
  root: RJSFSchema;
  t: Translate;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const optionsOf = (ui: Node) => (ui['ui:options'] ?? {}) as Node;

/** Field names in the UI schema's `ui:order`, the rest after them. */
function ordered(names: string[], order: unknown): string[] {
  const listed = Array.isArray(order) ? (order as string[]) : [];
  const rank = (name: string) => (listed.includes(name) ? listed.indexOf(name) : listed.length);
  return [...names].sort((a, b) => rank(a) - rank(b));
}

/** A value as the form showed it: the choice's label, yes or no, the widget's wording, or the text itself. */
function valueText(value: unknown, ui: Node, t: Translate): string {
  const labels = optionsOf(ui).enumNames as Record<string, string> | undefined;
  if (labels?.[String(value)]) return labels[String(value)];
  if (typeof value === 'boolean') return t(`enums.yesNo.${value}`);
  return displayValue(ui['ui:widget'], value, t) ?? formattedValue(optionsOf(ui).format, value, t) ?? String(value);
}

function itemTitle(ui: Node, label: string, index: number, t: Translate): string {
  const titles = optionsOf(ui).itemTitles as string[] | undefined;
  return titles?.length
    ? t(titles[Math.min(index, titles.length - 1)], { number: index + 1 })
    : `${label} ${index + 1}`;
}

function fieldItems(schema: RJSFSchema, ui: Node, value: unknown, label: string, context: Context): SummaryItem[] {
  const resolved = retrieveSchema(context.validator, schema, context.root, value);
  if (Array.isArray(value)) {
    const items = (resolved.items ?? {}) as RJSFSchema;
    const itemUi = (ui.items ?? {}) as Node;
    if (value.every((item) => item && typeof item === 'object')) {
      const entries = value.map((item, index) => ({
        title: itemTitle(ui, label, index, context.t),
        items: objectItems(items, itemUi, item, context),
      }));
      return [{ title: label, items: entries }];
    }
    return [{ label, value: value.map((item) => valueText(item, itemUi, context.t)).join(', ') }];
  }
  if (value && typeof value === 'object') return [{ title: label, items: objectItems(resolved, ui, value, context) }];
  return [{ label, value: valueText(value, ui, context.t) }];
}

function objectItems(schema: RJSFSchema, ui: Node, data: unknown, context: Context): SummaryItem[] {
  const resolved = retrieveSchema(context.validator, schema, context.root, data);
  const properties = (resolved.properties ?? {}) as Record<string, RJSFSchema>;
  const values = (data ?? {}) as Node;
  return ordered(Object.keys(properties), ui['ui:order']).flatMap((name) => {
    const fieldUi = (ui[name] ?? {}) as Node;
    // A screen toggle that only helps filling the form in ("Same as above") says nothing on the review.
    if (fieldUi['ui:widget'] === 'hidden' || optionsOf(fieldUi).hideOnReview === true || isEmpty(values[name]))
      return [];
    const label = typeof fieldUi['ui:title'] === 'string' ? fieldUi['ui:title'] : name;
    return fieldItems(properties[name], fieldUi, values[name], label, context);
  });
}

/**
 * The read-only summary of a form's data: each field the form shows for that data (conditions resolved as the
 * form resolves them), in the form's order, labelled and worded by the form's translated UI schema; lists as
 * groups titled like the form's entries. Empty fields are left out.
 */
export function summarize(
  schema: RJSFSchema,
  translatedUi: Node,
  validator: ValidatorType,
  data: unknown,
  t: Translate,
): SummaryItem[] {
  return objectItems(schema, translatedUi, data, { validator, root: schema, t });
}
