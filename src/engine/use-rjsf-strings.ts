import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const nameOf = new Map(Object.entries(TranslatableString).map(([name, english]) => [english as string, name]));

/**
 * RJSF's own words ("Add Item", "Remove", …) in the page language: `locales/<lang>/rjsf.json` keyed by RJSF's
 * string names (`AddItemButton`), falling back to RJSF's English for any it does not list.
 */
export function useRjsfStrings() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (value: TranslatableString, params?: string[]) => {
      const key = `rjsf.${nameOf.get(value)}`;
      if (!i18n.exists(key)) return englishStringTranslator(value, params);
      return t(key, Object.fromEntries((params ?? []).map((param, index) => [String(index + 1), param])));
    },
    [t, i18n],
  );
}
