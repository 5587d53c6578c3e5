/** A dollar amount in the page's language ("$5,000"); nothing for no amount. */
export function formatMoney(amount: number | null | undefined, language: string): string {
  if (amount === null || amount === undefined) return '';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** A moment as a date and time in the page's language. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
