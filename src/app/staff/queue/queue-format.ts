/** A moment as a short date in the page's language ("11/24/26", "24/11/26"): the queue's dates fit one line. */
export function formatShortDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(new Date(iso));
}
