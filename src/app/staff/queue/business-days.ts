/** Regulation B gives 30 days for a decision; the queue flags an application waiting longer than this. */
export const FLAG_AFTER_BUSINESS_DAYS = 20;

/**
 * Business days (Monday to Friday) from `since` to `now`, not counting the day of `since`: an application submitted
 * on a Friday has waited one business day on Monday.
 */
export function businessDaysBetween(since: Date, now: Date): number {
  const day = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let days = 0;
  for (day.setUTCDate(day.getUTCDate() + 1); day.getTime() <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}
