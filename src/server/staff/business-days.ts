const DAY_MS = 86_400_000;

/**
 * Whole business days (Monday to Friday, UTC) from `since` to `now`: how long an application has waited, which
 * the queue flags past 20 of the 30 days Regulation B allows for a decision. Public holidays are not known here.
 */
export function businessDaysBetween(since: string, now = new Date()): number {
  const start = Date.parse(since);
  const days = Math.max(0, Math.floor((now.getTime() - start) / DAY_MS));
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  const startDay = new Date(start).getUTCDay();
  for (let offset = 1; offset <= days % 7; offset++) {
    const day = (startDay + offset) % 7;
    if (day !== 0 && day !== 6) count += 1;
  }
  return count;
}
