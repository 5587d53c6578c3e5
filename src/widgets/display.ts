import type { Translate } from '../shared/field-errors.ts';
import { storeLabelOf } from '../shared/store-directory.ts';
import { STORES } from '../shared/store-list.ts';
import { yearsText } from './years-value.ts';

/**
 * How a widget's value reads in a read-only summary, for widgets whose value is not shown as it is stored:
 * 0 years is "Less than 1 year". Undefined means "show the value as it is".
 */
const DISPLAYS: Record<string, (value: unknown, t: Translate) => string | undefined> = {
  years: (value, t) => (value === 0 ? t('widgets.lessThanOneYear') : yearsText(value)),
  store: (value, t) => storeLabelOf(STORES, value, t),
};

/** The text of `value` as the widget named `widget` (a UI schema's `ui:widget`) would present it. */
export function displayValue(widget: unknown, value: unknown, t: Translate): string | undefined {
  return typeof widget === 'string' ? DISPLAYS[widget]?.(value, t) : undefined;
}

/**
 * Formats a field's `ui:options.format` names, in the conventions of the page's language (`common.numberLocale`):
 * `money` is an amount in US dollars without cents, `$15,000`.
 */
const FORMATS: Record<string, (value: unknown, t: Translate) => string | undefined> = {
  money: (value, t) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(t('common.numberLocale'), {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value)
      : undefined,
};

/** The text of `value` in the format a UI schema's `ui:options.format` names; undefined for no (or no such) format. */
export function formattedValue(format: unknown, value: unknown, t: Translate): string | undefined {
  return typeof format === 'string' ? FORMATS[format]?.(value, t) : undefined;
}
