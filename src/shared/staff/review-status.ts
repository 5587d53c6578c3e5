/**
 * The credit department's statuses of a submitted application, in the order it goes through them: SUBMITTED, then
 * IN_REVIEW (first opened by staff), then a decision's status. The one list the database column, the queue's filter
 * (its JSON Schema enum) and the console's menu all read.
 */
export const REVIEW_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'CHANGES_REQUESTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The statuses of an application still waiting for a decision; a decision is taken only from these. */
export const UNDECIDED_STATUSES = ['SUBMITTED', 'IN_REVIEW'] as const satisfies readonly ReviewStatus[];
type UndecidedStatus = (typeof UNDECIDED_STATUSES)[number];

/** The statuses a decision leaves: what the applicant reads as the decision's outcome. */
export type DecidedStatus = Exclude<ReviewStatus, UndecidedStatus>;

/** Whether an application in `status` still waits for a decision. */
export function isUndecided(status: string | null): status is UndecidedStatus {
  return (UNDECIDED_STATUSES as readonly unknown[]).includes(status);
}

/** Whether `status` is one a decision leaves (an applicant then reads the decision). */
export function isDecided(status: string): status is DecidedStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(status) && !isUndecided(status);
}
