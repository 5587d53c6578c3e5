import type { ColumnType } from 'kysely';

/** The signing tables (src/server/signing/, migration 0020). Times are ISO 8601 UTC text. */

/** One signing request: sent to one applicant of one application, and what its signer did with it. */
export interface SigningRequestsTable {
  id: string;
  /** `credit_applications.id`. */
  application_id: string;
  /** The account that sent it: every query of the sender's routes is scoped by it. */
  user_id: string;
  /** The applicant's id in the application's `applicants` section. */
  applicant_id: string;
  /** The language of the emails (the sender's when sending). */
  language: string;
  sent_at: string;
  expires_at: string;
  /** 0, 1 or 2: raised by the one server whose conditional update wins, in the reminder's transaction. */
  reminders_sent: ColumnType<number, number | undefined, number>;
  opened_at: string | null;
  revoked_at: string | null;
  identity_failures: ColumnType<number, number | undefined, number>;
  /** The third failed identity attempt ended the request. */
  identity_failed_at: string | null;
  /** The question set waiting for answers, encrypted with the field cipher (it holds the grading key). */
  question_set_encrypted: string | null;
  question_set_at: string | null;
  identity_verified_at: string | null;
  signed_at: string | null;
  consented_at: string | null;
  signature_png_base64: string | null;
  terms_id: string | null;
  general_terms_id: string | null;
  personal_guarantee_id: string | null;
  personal_guarantee_agreed: number | null;
  client_ip: string | null;
  user_agent: string | null;
}

/** The SHA-256 of each link emailed for a request; the token itself is never stored. */
export interface SigningLinksTable {
  token_hash: string;
  request_id: string;
  created_at: string;
}
