/** The retention tables (src/server/retention/, migration 0014). */

/** What keeps a submitted application's personal data past its retention, and when the purge removed it. */
export interface ApplicationRetentionTable {
  application_id: string;
  /** A manager's hold: the purge leaves the application alone while `held_at` is set. */
  hold_reason: string | null;
  held_by: string | null;
  held_at: string | null;
  /** The day the applicant's written request for the reasons of a decline arrived (`YYYY-MM-DD`). */
  reasons_requested_on: string | null;
  reasons_recorded_by: string | null;
  reasons_recorded_at: string | null;
  /** When the purge removed the application's personal data (the latest time, after a resubmission). */
  purged_at: string | null;
}

/** The last start of a daily job, claimed by one server with a conditional update. */
export interface ScheduledRunsTable {
  job: string;
  started_at: string;
}
