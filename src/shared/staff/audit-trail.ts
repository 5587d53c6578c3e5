import type { DataOf } from '../schema-types.ts';

/**
 * The whole audit trail as admins read it (`GET /api/v1/staff/audit`): what it records, the query and the answer.
 * The server writes and filters by these kinds; the console offers them as a filter and words each one.
 */
export const AUDIT_KINDS = [
  'VIEW',
  'REVEAL',
  'DOWNLOAD',
  'NOTE',
  'ASSIGN',
  'DECISION',
  'STATUS_CHANGE',
  'EXPORT',
  'STAFF_CHANGE',
  'PURGE',
  'HOLD',
  'SIGN_IN',
  'SIGN_IN_REFUSED',
  'SCREENING_CLEARED',
  'SANCTIONS_LIST_LOADED',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Rows of the whole trail per page. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * `?applicationId=&actor=&kind=&page=`: an Application ID (its rows, and the exports that held it), an actor (a
 * member's email, `applicant`, `cli:<OS user>` or a job such as `retention`) and a kind, newest first.
 */
export const auditTrailQuery = {
  type: 'object',
  properties: {
    applicationId: { type: 'string', pattern: '^[A-Za-z]{3}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}$' },
    actor: { type: 'string', minLength: 1, maxLength: 254 },
    kind: { enum: AUDIT_KINDS },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  },
  additionalProperties: false,
} as const;
export type AuditTrailQuery = DataOf<typeof auditTrailQuery>;

/** One row of the trail: its place in the chain, when, what, which application, who and from where. */
export interface AuditTrailRow {
  seq: number;
  at: string;
  kind: AuditKind;
  /** The Application ID, when the row is about one application. */
  applicationId: string | null;
  /** The member's email; else `applicant`, `cli:<OS user>` or a job's name. */
  actor: string;
  /** The client's address; the host's name for the command line. */
  ip: string;
  detail: Record<string, unknown>;
}

export interface AuditTrailPage {
  items: AuditTrailRow[];
  total: number;
  pageSize: number;
}
