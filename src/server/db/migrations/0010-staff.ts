import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * The credit department's console (issue 15). Staff accounts are their own table, never `users`; their set-password
 * links, sessions (refresh token hash and the last activity, for the 30-minute idle limit) and login attempts are
 * kept apart from the applicants'. `staff_audit` is append-only: the code has no UPDATE or DELETE of it.
 * The queue's columns are copied onto `credit_applications` when an application is submitted, so every filter of
 * the queue reads one table through an index that ends with `submitted_at`, the queue's order. The review's
 * status is a column of its own: `status` keeps its check constraint (DRAFT, SUBMITTED) and its meaning, the lock.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret_encrypted', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('staff_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('refresh_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_login_attempts')
    .addColumn('email_hash', 'text', (column) => column.notNull())
    .addColumn('window_ends_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('staff_login_attempts_pk', ['email_hash', 'window_ends_at'])
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text')
    .addColumn('staff_id', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('detail', 'text', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_application').on('staff_audit').columns(['application_id', 'at']).execute();

  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) => column.notNull().references('credit_applications.id'))
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id'))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_application')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_decisions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) => column.notNull().references('credit_applications.id'))
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id'))
    .addColumn('decision', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('letter_pdf_base64', 'text')
    .addColumn('decided_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_decisions_application')
    .on('application_decisions')
    .columns(['application_id', 'decided_at'])
    .execute();

  for (const [name, type] of [
    ['review_status', 'text'],
    ['company_name', 'text'],
    ['company_key', 'text'],
    ['address_state', 'text'],
    ['requested_credit_limit', 'integer'],
    ['payment_option', 'text'],
    ['applicant_email', 'text'],
    ['assignee_id', 'text'],
    ['reopened_steps', 'text'],
  ] as const) {
    await db.schema.alterTable('credit_applications').addColumn(name, type).execute();
  }
  // The queue's order is (submitted_at, id), newest first: each index ends with both, so a page is read in order.
  for (const columns of [
    ['submitted_at', 'id'],
    ['review_status', 'submitted_at', 'id'],
    ['address_state', 'submitted_at', 'id'],
    ['payment_option', 'submitted_at', 'id'],
    ['assignee_id', 'submitted_at', 'id'],
    ['company_key'],
    ['applicant_email'],
  ]) {
    await db.schema
      .createIndex(`credit_applications_queue_${columns[0]}`)
      .on('credit_applications')
      .columns(columns)
      .execute();
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const column of [
    'submitted_at',
    'review_status',
    'address_state',
    'payment_option',
    'assignee_id',
    'company_key',
  ]) {
    await db.schema.dropIndex(`credit_applications_queue_${column}`).execute();
  }
  await db.schema.dropIndex('credit_applications_queue_applicant_email').execute();
  for (const name of [
    'review_status',
    'company_name',
    'company_key',
    'address_state',
    'requested_credit_limit',
    'payment_option',
    'applicant_email',
    'assignee_id',
    'reopened_steps',
  ]) {
    await db.schema.alterTable('credit_applications').dropColumn(name).execute();
  }
  for (const table of [
    'application_decisions',
    'application_notes',
    'staff_audit',
    'staff_login_attempts',
    'staff_sessions',
    'staff_links',
    'staff_members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
