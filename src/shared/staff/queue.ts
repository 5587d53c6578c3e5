import type { StaffRole } from './roles.ts';

/**
 * The queue's views and sorts: the one list the request schema's enums, the server's queries and the console's
 * menus all read (docs/credit-department.md#the-queue).
 */

/**
 * Which applications the queue shows. `open` (the default) leaves the decided ones out; `mine`, `unassigned` and
 * `overdue` are open applications too (assigned to the caller, to no one, or waiting over
 * `OVERDUE_AFTER_BUSINESS_DAYS`); `all` shows every submitted application. A status chosen in the filters replaces
 * the "open" part: `mine` with status APPROVED is the caller's approved applications.
 */
export const QUEUE_VIEWS = ['open', 'mine', 'unassigned', 'overdue', 'all'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

/**
 * How the queue is ordered: waiting longest first (`oldest`) or newest first, amount requested high or low, company
 * A to Z, or status (not yet opened first, then in review, then the decided ones), each then oldest first.
 */
export const QUEUE_SORTS = ['newest', 'oldest', 'amountHigh', 'amountLow', 'company', 'status'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/**
 * The queue counts its matches up to this many and then says "1,000+" (`QueuePage.totalCapped`): counting every one
 * of 100,000 for each page would cost more than the page. Page 40 of 25 is still within the exact count.
 */
export const QUEUE_COUNT_LIMIT = 1000;

/** The page sizes the console offers; the server takes any size from 1 to the largest. */
export const QUEUE_PAGE_SIZES = [25, 50, 100] as const;

/**
 * Regulation B gives 30 days for a decision: the queue flags, and the `overdue` view shows, an application
 * waiting more business days than this.
 */
export const OVERDUE_AFTER_BUSINESS_DAYS = 20;

/** The roles an application can be assigned to: the ones who work it (an administrator manages accounts). */
export const ASSIGNABLE_ROLES = ['analyst', 'manager'] as const satisfies readonly StaffRole[];
