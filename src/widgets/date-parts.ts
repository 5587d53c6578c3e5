/**
 * The three parts of a `YYYY-MM-DD` date as a person picks them in separate selects. Each part is `''` until
 * picked, so a half-picked date survives a round trip through the form data (`1980--05`): the validator then
 * calls it invalid instead of the widget silently forgetting what was picked.
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: DateParts = { year: '', month: '', day: '' };
const PARTIAL_DATE = /^(\d{4})?-(\d{2})?-(\d{2})?$/;

/** Reads a (possibly partial) `YYYY-MM-DD` value; anything else reads as nothing picked. */
export function splitDate(value: unknown): DateParts {
  const match = typeof value === 'string' ? PARTIAL_DATE.exec(value) : null;
  if (!match) return EMPTY;
  return {
    year: match[1] ?? '',
    month: String(Number(match[2] ?? '') || ''),
    day: String(Number(match[3] ?? '') || ''),
  };
}

/** `YYYY-MM-DD` with month and day zero-padded; `undefined` when nothing is picked, so `required` applies. */
export function joinDate({ year, month, day }: DateParts): string | undefined {
  if (!year && !month && !day) return undefined;
  const pad = (part: string) => (part ? part.padStart(2, '0') : '');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The earliest year a schema allows (`formatMinimum: "1900-01-01"` gives 1900), else `fallback`. */
export function earliestYear(schema: object, fallback: number): number {
  const { formatMinimum } = schema as { formatMinimum?: unknown };
  const year = typeof formatMinimum === 'string' ? Number(formatMinimum.slice(0, 4)) : NaN;
  return Number.isInteger(year) ? year : fallback;
}

/** Years from `latest` down to `earliest`, most recent first (as birth-year lists usually run). */
export function yearsBetween(earliest: number, latest: number): number[] {
  return Array.from({ length: Math.max(0, latest - earliest + 1) }, (_, index) => latest - index);
}

/** The twelve month names in `language`, January first, from the browser's own calendar data. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}
