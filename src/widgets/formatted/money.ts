/** An amount in US dollars without cents in `locale`'s conventions: 15000 is "$15,000" in en-US. */
export function moneyText(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** The locale's decimal separator ("." in en-US): what follows it is cents, which an amount here does not take. */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * The whole dollars of a typed amount, whatever grouping or currency sign it carries ("$15,000" → 15000);
 * undefined when no digit was typed, so `required` applies.
 */
export function moneyFromText(text: string, locale: string): number | undefined {
  const digits = text.split(decimalSeparator(locale))[0].replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}
