import type { DecisionKind } from '../../shared/staff/decision.ts';
import type { StaffRole } from '../../shared/staff/roles.ts';

/** The credit department's tables (src/server/staff/): its members, their logins and what they did. */

/** A member of the credit department (never an applicant's account); the TOTP secret is a field-cipher text. */
export interface StaffMembersTable {
  id: string;
  /** Lower case. */
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret_encrypted: string | null;
  /** The TOTP time step of the last code that logged in; a code of that step or earlier is refused. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
}

/** A one-time set-password link of a staff member, by the SHA-256 of its token. */
export interface StaffLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A staff login: its refresh token's hash (rotated on each refresh) and the last time it was used. */
export interface StaffSessionsTable {
  id: string;
  staff_id: string;
  refresh_token_hash: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** Staff login attempts per email hash in a fixed window, counted before any password is hashed. */
export interface StaffLoginAttemptsTable {
  email_hash: string;
  window_ends_at: string;
  attempts: number;
}

/**
 * One thing staff did or saw (append-only: triggers refuse UPDATE and DELETE): a view, reveal, download, note,
 * decision, status change, export or staff change. `hash` chains it to the row of `seq - 1` (staff/audit/).
 */
export interface StaffAuditTable {
  id: string;
  /** Its place in the chain: 1, 2, 3, … without gaps. */
  seq: number;
  application_id: string | null;
  /** Null when no member did it: then `actor` says who. */
  staff_id: string | null;
  /** Who acted when no member did: `applicant`, `cli:<OS user>`, or a job such as `retention`. */
  actor: string | null;
  action: string;
  /** JSON text: what the action concerned (a reason, a document, a status). */
  detail: string;
  ip: string;
  at: string;
  /** SHA-256 over the previous row's hash and this row's fields. */
  hash: string;
}

/** The end of the audit chain, one row (`id` 1): taking it serializes appends; the last row's `seq` and hash. */
export interface StaffAuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  staff_id: string;
  text: string;
  created_at: string;
}

/** A decision on an application: its body as validated (JSON text) and, for approvals and declines, the letter. */
export interface ApplicationDecisionsTable {
  id: string;
  application_id: string;
  staff_id: string;
  decision: DecisionKind;
  body: string;
  letter_pdf_base64: string | null;
  decided_at: string;
}
