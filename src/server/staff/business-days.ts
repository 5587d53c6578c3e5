const DAY_MS = 86_400_000;

const isWeekday = (dayStart: number) => ![0, 6].includes(new Date(dayStart).getUTCDay());
const startOfDay = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;

/**
 * The business days (Monday to Friday, UTC) an application submitted at `since` has waited by `now`: the weekdays
 * after the day it came in, up to and including today. Counted by calendar day, so an application that came in
 * earlier never counts fewer days than a later one: the `overdue` view (a range on `submitted_at`, from
 * `waitingOverSince`) and the flag of each row agree. Public holidays are not known here.
 */
export function businessDaysBetween(since: string, now = new Date()): number {
  const today = startOfDay(now.getTime());
  let count = 0;
  for (let day = startOfDay(Date.parse(since)) + DAY_MS; day <= today; day += DAY_MS) if (isWeekday(day)) count += 1;
  return count;
}

/**
 * The moment before which an application has waited more than `businessDays` business days by `now`: the start
 * of the weekday that is the (`businessDays` + 1)th counting back from today (today included when a weekday).
 */
export function waitingOverSince(businessDays: number, now = new Date()): string {
  let day = startOfDay(now.getTime());
  for (let found = 0; ; day -= DAY_MS) {
    if (isWeekday(day)) found += 1;
    if (found === businessDays + 1) return new Date(day).toISOString();
  }
}
