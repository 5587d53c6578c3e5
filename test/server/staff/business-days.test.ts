import { describe, expect, it } from 'vitest';
import { businessDaysBetween, waitingOverSince } from '../../../src/server/staff/business-days.ts';

/** 2026-11-23 is a Monday. */
const at = (date: string) => new Date(`${date}Z`);

describe('business days waited', () => {
  it.each([
    ['2026-11-23T09:00:00', '2026-11-23T17:00:00', 0],
    ['2026-11-23T23:59:00', '2026-11-24T00:01:00', 1],
    ['2026-11-20T12:00:00', '2026-11-23T08:00:00', 1],
    ['2026-11-21T22:00:00', '2026-11-23T10:00:00', 1],
    ['2026-11-22T10:00:00', '2026-11-23T10:00:00', 1],
    ['2026-11-02T10:00:00', '2026-11-30T10:00:00', 20],
    ['2026-10-30T10:00:00', '2026-11-30T10:00:00', 21],
  ])('from %s to %s: %i', (since, now, days) => {
    expect(businessDaysBetween(`${since}Z`, at(now))).toBe(days);
  });

  it('never counts fewer days for an earlier submission, so the overdue view is one range', () => {
    const now = at('2026-11-30T10:00:00');
    const counts = Array.from({ length: 24 * 60 }, (_, hour) =>
      businessDaysBetween(new Date(now.getTime() - hour * 3_600_000).toISOString(), now),
    );
    expect(counts.every((count, index) => index === 0 || count >= counts[index - 1])).toBe(true);
  });

  it('puts the overdue line where the count passes 20, on any day of the week', () => {
    for (let day = 0; day < 7; day++) {
      const now = new Date(Date.UTC(2026, 10, 23 + day, 15));
      const line = Date.parse(waitingOverSince(20, now));
      expect(businessDaysBetween(new Date(line - 1).toISOString(), now)).toBe(21);
      expect(businessDaysBetween(new Date(line).toISOString(), now)).toBe(20);
    }
  });
});
