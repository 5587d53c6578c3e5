import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedTextField, type TextFormat } from './formatted/FormattedTextField.tsx';
import { moneyFromText, moneyText } from './formatted/money.ts';

const isDigit = (character: string) => character >= '0' && character <= '9';

/**
 * An amount in whole US dollars shown as it is typed in the conventions of the page's language
 * (`common.numberLocale`): "15000" shows "$15,000" and stores the number 15000 the schema wants.
 */
export function MoneyWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const locale = t('common.numberLocale');
  const format = useMemo<TextFormat>(
    () => ({
      shown: (value) => (typeof value === 'number' ? moneyText(value, locale) : ''),
      read: (typed) => {
        const value = moneyFromText(typed, locale);
        return { value, shown: value === undefined ? '' : moneyText(value, locale) };
      },
      counts: isDigit,
    }),
    [locale],
  );
  return <FormattedTextField widget={props} format={format} />;
}
