import type { ReferenceStatus } from '../../shared/staff/references.ts';
import type { ReferenceRequestsTable } from '../db/schema-references.ts';

/** How long a reference's link works, from the first email. */
export const REFERENCE_LINK_DAYS = 30;
/** The automatic reminders, in days after the first email, while the request is unanswered. */
export const REMINDER_DAYS = [3, 7] as const;
/** Reminders staff may send by hand, on top of the automatic ones. */
export const MANUAL_REMINDERS = 1;

const DAY_MS = 86_400_000;
export const daysAfter = (start: string, days: number) => new Date(Date.parse(start) + days * DAY_MS).toISOString();

type StatusFields = Pick<ReferenceRequestsTable, 'answered_at' | 'declined_at' | 'expires_at' | 'opened_at'>;

/** A request's status at `now`: answered or declined stays so; unanswered past its expiry is EXPIRED. */
export function referenceStatus(request: StatusFields, now: Date): ReferenceStatus {
  if (request.answered_at) return 'ANSWERED';
  if (request.declined_at) return 'DECLINED';
  if (Date.parse(request.expires_at) <= now.getTime()) return 'EXPIRED';
  return request.opened_at ? 'OPENED' : 'SENT';
}

/** Whether a request still waits for its reference: neither answered, declined, replaced nor expired. */
export const isOpen = (request: StatusFields & Pick<ReferenceRequestsTable, 'replaced_at'>, now: Date) =>
  request.replaced_at === null && ['SENT', 'OPENED'].includes(referenceStatus(request, now));
