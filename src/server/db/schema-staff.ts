import type { ColumnType } from 'kysely';
import type { DecisionKind } from '../../shared/staff/decision.ts';
import type { StaffRole } from '../../shared/staff/roles.ts';

/** The credit department's tables (src/server/staff/): its members, their logins and what they did. */

/** A member of the credit department (never an applicant's account); the TOTP secret is a field-cipher text. */
export interface StaffMembersTable {
  id: string;
  /** Lower case. */
  email: string;
  role: StaffRole;
  /** The name the console shows ("Dana Ruiz"); null for members added before names (0018), shown by email. */
  display_name: string | null;
  password_hash: string | null;
  totp_secret_encrypted: string | null;
  /** The TOTP time step of the last code that logged in; a code of that step or earlier is refused. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
  /** The OpenID Connect account (issuer and subject) the member signed in with first; null until then. */
  oidc_issuer: string | null;
  oidc_subject: string | null;
}

/**
 * A one-time set-password link of a staff member, by the SHA-256 of its token. An `invite` (sent while the member
 * had no password) never replaces an enrolled member's credentials; a `reset` (an admin's, to an enrolled member)
 * does (0012-staff-sessions).
 */
export interface StaffLinksTable {
  token_hash: string;
  staff_id: string;
  kind: ColumnType<StaffLinkKind, StaffLinkKind | undefined, StaffLinkKind>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when a newer link was sent or the member enrolled: the link no longer works. */
  voided_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type StaffLinkKind = 'invite' | 'reset';

/** A staff login: its refresh token's hash (rotated on each refresh) and the last time it was used. */
export interface StaffSessionsTable {
  id: string;
  staff_id: string;
  refresh_token_hash: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** A sign-in through the OpenID Connect provider under way, by the SHA-256 of the browser's cookie. */
export interface StaffOidcFlowsTable {
  browser_hash: string;
  state: string;
  nonce: string;
  /** The PKCE verifier, a field-cipher text. */
  code_verifier_encrypted: string;
  expires_at: string;
}

/** A one-time code the console trades for a member's session, by its SHA-256, bound to the browser that signed in. */
export interface StaffOidcHandoffsTable {
  code_hash: string;
  browser_hash: string;
  staff_id: string;
  expires_at: string;
}

/**
 * Staff login attempts per email and client address (`attempt_key`, the SHA-256 of both) in a fixed window, counted
 * before any password is hashed.
 */
export interface StaffLoginAttemptsTable {
  attempt_key: string;
  window_ends_at: string;
  attempts: number;
}

/** A refresh token a staff session already spent: presented again, it ends the session (someone holds a copy). */
export interface StaffSpentRefreshTokensTable {
  token_hash: string;
  session_id: string;
  spent_at: string;
}

/** How many reveals a member made on a day (UTC, `YYYY-MM-DD`), counted against the daily quota. */
export interface StaffRevealCountsTable {
  staff_id: string;
  day: string;
  reveals: number;
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
  /** Null for a decision the credit policy made itself (an auto-approval under its ceiling). */
  staff_id: string | null;
  decision: DecisionKind;
  body: string;
  letter_pdf_base64: string | null;
  decided_at: string;
  /** The id of the credit policy's version in force (`credit_policy_versions`); null before migration 0022. */
  policy_version: string | null;
  /** The policy's recommendation then (JSON of src/shared/staff/recommendation.ts); null before migration 0022. */
  recommendation: string | null;
}

/** Each version of the credit policy a decision used, by its id (a hash of its content). */
export interface CreditPolicyVersionsTable {
  id: string;
  /** The policy as JSON. */
  policy: string;
  first_used_at: string;
}
