import type { KbvStatus } from '../../shared/identity-status.ts';
import type { ReviewStatus } from '../../shared/staff/review-status.ts';
import type { ColumnType } from 'kysely';
import type {
  StaffMembersTable,
  StaffLinksTable,
  StaffSessionsTable,
  StaffLoginAttemptsTable,
  StaffOidcFlowsTable,
  StaffOidcHandoffsTable,
  StaffSpentRefreshTokensTable,
  StaffRevealCountsTable,
  StaffAuditTable,
  StaffAuditHeadTable,
  ApplicationNotesTable,
  ApplicationDecisionsTable,
  CreditPolicyVersionsTable,
} from './schema-staff.ts';
import type { ApplicationRetentionTable, ScheduledRunsTable } from './schema-retention.ts';
import type { SubmissionVersionsTable, SubmissionVersionSignersTable } from './schema-versions.ts';
import type {
  ApplicationScreeningsTable,
  SanctionsEntriesTable,
  SanctionsListsTable,
  SanctionsNamesTable,
  ScreeningHitsTable,
} from './schema-screening.ts';
import type { ReferenceEventsTable, ReferenceRequestsTable, ReferenceTokensTable } from './schema-references.ts';
import type { SigningLinksTable, SigningRequestsTable } from './schema-signing.ts';

export type * from './schema-staff.ts';

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 UTC text (`2025-01-31T12:00:00.000Z`) on both databases:
 * the same SQL then runs on SQLite and PostgreSQL, values read back as the same type, and they sort by time.
 */
export interface Database {
  users: UsersTable;
  credit_applications: CreditApplicationsTable;
  refresh_tokens: RefreshTokensTable;
  account_tokens: AccountTokensTable;
  login_attempts: LoginAttemptsTable;
  verification_email_sends: VerificationEmailSendsTable;
  kbv_applicants: KbvApplicantsTable;
  kbv_question_sets: KbvQuestionSetsTable;
  tax_forms: TaxFormsTable;
  submissions: SubmissionsTable;
  submission_signatures: SubmissionSignaturesTable;
  submission_versions: SubmissionVersionsTable;
  submission_version_signers: SubmissionVersionSignersTable;
  rate_limits: RateLimitsTable;
  staff_members: StaffMembersTable;
  staff_links: StaffLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_login_attempts: StaffLoginAttemptsTable;
  staff_oidc_flows: StaffOidcFlowsTable;
  staff_oidc_handoffs: StaffOidcHandoffsTable;
  staff_spent_refresh_tokens: StaffSpentRefreshTokensTable;
  staff_reveal_counts: StaffRevealCountsTable;
  staff_audit: StaffAuditTable;
  staff_audit_head: StaffAuditHeadTable;
  application_notes: ApplicationNotesTable;
  application_decisions: ApplicationDecisionsTable;
  credit_policy_versions: CreditPolicyVersionsTable;
  outbox: OutboxTable;
  tax_form_files: TaxFormFilesTable;
  health_probe: HealthProbeTable;
  application_retention: ApplicationRetentionTable;
  scheduled_runs: ScheduledRunsTable;
  sanctions_lists: SanctionsListsTable;
  sanctions_entries: SanctionsEntriesTable;
  sanctions_names: SanctionsNamesTable;
  application_screenings: ApplicationScreeningsTable;
  screening_hits: ScreeningHitsTable;
  reference_requests: ReferenceRequestsTable;
  reference_tokens: ReferenceTokensTable;
  reference_events: ReferenceEventsTable;
  signing_requests: SigningRequestsTable;
  signing_links: SigningLinksTable;
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
  /** Named in access tokens as `ver`; raised to end every access token issued before (0009). */
  session_version: ColumnType<number, number | undefined, number>;
}

export type ApplicationStatus = 'DRAFT' | 'SUBMITTED';

export interface CreditApplicationsTable {
  id: string;
  /** One application per user. */
  user_id: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  /** The application's sections as JSON text. */
  data: ColumnType<string, string | undefined, string>;
  /** Counts the writes of `data`: a save writes only over the revision it read (0004-credit-app). */
  revision: ColumnType<number, number | undefined, number>;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Null for a draft; once submitted, the credit department's status (0010-staff). `status` stays SUBMITTED: the
   * lock of the applicant's sections, which a request for changes lifts for the steps it names only.
   */
  review_status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  /** The queue's columns, copied from the data when the application is submitted (0010-staff). */
  company_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** `company_name` in lower case: the queue's search by company is a prefix of it. */
  company_key: ColumnType<string | null, string | null | undefined, string | null>;
  address_state: ColumnType<string | null, string | null | undefined, string | null>;
  requested_credit_limit: ColumnType<number | null, number | null | undefined, number | null>;
  payment_option: ColumnType<string | null, string | null | undefined, string | null>;
  applicant_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff member the application is assigned to. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** While CHANGES_REQUESTED: the JSON list of the step keys the applicant may change. */
  reopened_steps: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One refresh token; every rotation adds one to the family its login started. Only its SHA-256 hash is kept. */
interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** The single-use token of an email link (verify the address, reset the password), kept as its SHA-256 hash. */
interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Recovery answers tried with this token, counted before each is checked; at the limit it takes no more. */
  failed_attempts: ColumnType<number, number | undefined, number>;
}

/**
 * Login attempts for one email (by the SHA-256 of its normalized form, which may belong to no account) in the
 * window that ends at `window_ends_at` (0007); counted before the password is checked.
 */
interface LoginAttemptsTable {
  email_hash: string;
  attempts: number;
  window_ends_at: string;
}

/** When a verification email was last sent for an email (by its hash): the 2-minute resend limit reads it. */
interface VerificationEmailSendsTable {
  email_hash: string;
  sent_at: string;
}

export type { KbvStatus } from '../../shared/identity-status.ts';

/** The person whose identity step 1 verifies, one per user. SSN and birth date are AES-256-GCM ciphertexts. */
export interface KbvApplicantsTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string | null;
  address_city: string;
  address_state: string;
  address_zip: string;
  /** `v<key version>:…` from the field cipher, never the SSN itself. */
  ssn_encrypted: string;
  date_of_birth_encrypted: string;
  kbv_status: KbvStatus;
  /** Why the status is what it is, for the credit department (`KBA_NOT_OFFERED_<KBA status>`, `PROVIDER_FAILED`). */
  kbv_status_reason: string | null;
  /** When the status last changed: the time of the outcome once there is one. */
  kbv_status_at: string;
  /** The question set offered last (answered, unanswered or expired); null before the first. */
  question_set_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A set of questions the provider offered, kept on the server to grade (or forward) the answers. The questions,
 * choices and what the provider needs to grade them are one encrypted JSON document: they derive from the
 * applicant's data, and the sandbox's grading key names the right choices.
 */
export interface KbvQuestionSetsTable {
  id: string;
  user_id: string;
  applicant_id: string;
  provider: string;
  content_encrypted: string;
  offered_at: string;
  answered_at: string | null;
  outcome: 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR' | null;
}

/** An uploaded tax-exemption certificate (a PDF checked by content); the file is `<uploads>/<storage_key>`. */
export interface TaxFormsTable {
  id: string;
  user_id: string;
  application_id: string;
  /** The name the user's file had, cleaned for display. */
  file_name: string;
  /** The file's random name on disk. */
  storage_key: string;
  size_bytes: number;
  sha256: string;
  created_at: string;
}

/** A submitted application: its Application ID, the versions of the texts agreed to, and the signed PDF (0005). */
interface SubmissionsTable {
  application_id: string;
  user_id: string;
  /** The Application ID the applicant sees (`TCA-7K4M-9QXP`). */
  application_number: string;
  terms_id: string;
  general_terms_id: string;
  /** The guaranty shown; whether it was agreed is `personal_guarantee_agreed` (0 or 1). */
  personal_guarantee_id: string;
  personal_guarantee_agreed: number;
  language: string;
  client_ip: string;
  submitted_at: string;
  pdf_base64: string;
}

/** One applicant's signature of a submitted application, as the PNG drawn. */
interface SubmissionSignaturesTable {
  application_id: string;
  applicant_id: string;
  png_base64: string;
}

/** Requests of one client under one rate-limit rule in the current fixed window (0006); `key` is a hash. */
interface RateLimitsTable {
  key: string;
  /** When the counted window ends (ISO text, so both databases compare it the same way). */
  window_ends_at: string;
  hits: number;
}

/** A message waiting to be sent (0008): an email, or any other `kind` with a sender of its own. */
interface OutboxTable {
  id: string;
  kind: string;
  /** The message as JSON, encrypted with `DATA_KEY` (it may carry a link's token). */
  payload: string;
  created_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** Not sent before this time: now when written, later after each failure (exponential backoff). */
  next_attempt_at: string;
  /** The claim of the worker sending it now, and until when that claim holds; null while nobody sends it. */
  lease_id: string | null;
  leased_until: string | null;
  /** The last failure's error code (never a part of the message). */
  last_error: string | null;
  /** Set when the worker gave up (a permanent refusal, or too many attempts): it stays for an operator. */
  failed_at: string | null;
}

/** The bytes of an uploaded tax form, kept in the database on PostgreSQL (0009); `storage_key` as in `tax_forms`. */
interface TaxFormFilesTable {
  storage_key: string;
  content: Buffer;
}

/** Always empty: the health check writes a row in a transaction it rolls back (0009). */
interface HealthProbeTable {
  id: string;
}
