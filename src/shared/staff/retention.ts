/*
 * Retention on one application (`/api/v1/staff/applications/{applicationId}/retention`), for the server's routes and
 * the console's retention panel: what keeps its personal data, when the purge would remove it, and the requests that
 * change that (contract section 12).
 */

const reason = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } as const;

/** `POST …/retention/hold` (managers): keeps the application's personal data until the hold is released. */
export const holdBody = {
  type: 'object',
  properties: { reason },
  required: ['reason'],
  additionalProperties: false,
} as const;

/**
 * `POST …/retention/reasons-requested` (analysts and above): the applicant asked in writing, on `receivedOn`, for
 * the reasons of a decline (Regulation B 1002.9(a)(3)); the record is then kept past its retention.
 */
export const reasonsRequestedBody = {
  type: 'object',
  properties: { receivedOn: { type: 'string', format: 'date' } },
  required: ['receivedOn'],
  additionalProperties: false,
} as const;

/** What keeps a record: a manager's hold, or the applicant's request for reasons. */
const RETENTION_MARKS = ['hold', 'reasonsRequested'] as const;
export type RetentionMark = (typeof RETENTION_MARKS)[number];

/** `POST …/retention/release` (managers): lifts a hold or a recorded request, with the reason why. */
export const releaseBody = {
  type: 'object',
  properties: { mark: { enum: RETENTION_MARKS }, reason },
  required: ['mark', 'reason'],
  additionalProperties: false,
} as const;

/** The retention of one application as `GET …/retention` answers it (and every change above). */
export interface RetentionState {
  /** When its latest decision was made; null while it waits for one. */
  decidedAt: string | null;
  /** The day the purge will remove its personal data; null while undecided, held, asked for or purged. */
  purgeDueOn: string | null;
  /** When the purge removed its personal data; null while it has them. */
  purgedAt: string | null;
  hold: { reason: string; by: string | null; at: string } | null;
  reasonsRequested: { receivedOn: string; by: string | null; at: string } | null;
}
