/** The references tables (src/server/references/, migration 0021). */

/** A request to a trade or bank reference named in a submitted application. */
export interface ReferenceRequestsTable {
  id: string;
  application_id: string;
  kind: 'trade' | 'bank';
  /** Its place among the application's references of its kind, from 0. */
  position: number;
  /** The reference as the applicant entered it (JSON). */
  details: string;
  /** `details` as canonical text: equal for an unchanged reference on a resubmission. */
  fingerprint: string;
  /** The application's language, in which every email of the request is written. */
  language: string;
  created_at: string;
  expires_at: string;
  opened_at: string | null;
  answered_at: string | null;
  declined_at: string | null;
  /** The answer (JSON), as the answer form keeps it. */
  answer: string | null;
  answer_ip: string | null;
  emails_sent: number;
  /** Automatic reminders sent (after 3 and 7 days). */
  reminders_sent: number;
  /** Reminders a member of staff sent by hand. */
  manual_reminders: number;
  /** When the next automatic reminder is due; null when none is left. */
  next_reminder_at: string | null;
  /** When a resubmission replaced this reference with a changed one: the request is closed. */
  replaced_at: string | null;
}

/** The hash of a link emailed for a request. */
export interface ReferenceTokensTable {
  token_hash: string;
  request_id: string;
  created_at: string;
}

/** Every email, opening and answer of a request. */
export interface ReferenceEventsTable {
  id: string;
  request_id: string;
  event: 'REQUEST_SENT' | 'REMINDER_SENT' | 'MANUAL_REMINDER_SENT' | 'OPENED' | 'ANSWERED' | 'DECLINED';
  at: string;
  ip: string | null;
  staff_id: string | null;
}
