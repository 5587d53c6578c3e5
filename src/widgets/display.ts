import type { Translate } from '../shared/field-errors.ts';
import { applyMask, slotCharacters } from './formatted/mask.ts';
import { moneyText } from './formatted/money.ts';
import { storeLabelOf } from '../shared/store-directory.ts';
import { STORES } from '../shared/store-list.ts';
import { yearsText } from './years-value.ts';

const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Display = (value: unknown, t: Translate, options: Record<string, unknown>) => string | undefined;

/** A `YYYY-MM-DD` date in the page's language ("May 17, 1980", "17 de mayo de 1980"), read as a calendar day. */
function dateText(value: string, t: Translate): string {
  const [year, month, day] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(t('common.numberLocale'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/**
 * How a widget's value reads in a read-only summary, in the conventions of the page's language
 * (`common.numberLocale`), for widgets whose value is not shown as it is stored: 0 years is "Less than 1 year",
 * a store "Nixa (store 108)", an amount "$15,000", digits in their mask's shape ("***-**-1234"), a date of birth as
 * a date, or, when the server sent it back masked, as saved but not shown. Undefined means "show it as it is".
 */
const DISPLAYS: Record<string, Display> = {
  years: (value, t) => (value === 0 ? t('widgets.lessThanOneYear') : yearsText(value)),
  store: (value, t) => storeLabelOf(STORES, value, t),
  money: (value, t) => (typeof value === 'number' ? moneyText(value, t('common.numberLocale')) : undefined),
  masked: (value, _t, options) =>
    typeof value === 'string' && typeof options.mask === 'string'
      ? applyMask(options.mask, slotCharacters(value))
      : undefined,
  dateOfBirth: (value, t) => {
    if (typeof value !== 'string' || value === '') return undefined;
    return WHOLE_DATE.test(value) ? dateText(value, t) : t('widgets.dateOfBirthSaved');
  },
};

/** The text of `value` as the widget named `widget` (a UI schema's `ui:widget`, with its `ui:options`) presents it. */
export function displayValue(
  widget: unknown,
  value: unknown,
  t: Translate,
  options: Record<string, unknown> = {},
): string | undefined {
  return typeof widget === 'string' ? DISPLAYS[widget]?.(value, t, options) : undefined;
}
