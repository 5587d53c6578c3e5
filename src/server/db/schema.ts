import type { ColumnType } from 'kysely';

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 UTC text (`2025-01-31T12:00:00.000Z`) on both databases:
 * the same SQL then runs on SQLite and PostgreSQL, values read back as the same type, and they sort by time.
 */
export interface Database {
  users: UsersTable;
  credit_applications: CreditApplicationsTable;
}

export interface UsersTable {
  id: string;
  /** Always lower case (a check constraint holds it to that), so uniqueness ignores case. */
  email: string;
  password_hash: string;
  recovery_question_key: string;
  recovery_answer_hash: string;
  email_verified_at: string | null;
  created_at: string;
}

export type ApplicationStatus = 'DRAFT' | 'SUBMITTED';

export interface CreditApplicationsTable {
  id: string;
  /** One application per user. */
  user_id: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  /** The application's sections as JSON text. */
  data: ColumnType<string, string | undefined, string>;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}
