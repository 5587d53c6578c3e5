import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Trade and bank references (issue 26, contract section 10). `reference_requests` holds one request per reference
 * named in a submitted application that has an email: the reference as entered (`details`, and `fingerprint`, its
 * canonical text, so a resubmission tells a changed reference from an unchanged one), when it expires, was opened,
 * answered or declined, the answer and the address it came from, and the reminders sent. `reference_tokens` holds
 * the hashes of the links emailed for a request (the first email and each reminder carry a fresh link; any of them
 * opens the request until it is answered). `reference_events` records every email, opening and answer.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('reference_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('declined_at', 'text')
    .addColumn('answer', 'text')
    .addColumn('answer_ip', 'text')
    .addColumn('emails_sent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reminders_sent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('manual_reminders', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_reminder_at', 'text')
    .addColumn('replaced_at', 'text')
    .execute();
  await db.schema
    .createIndex('reference_requests_by_application')
    .on('reference_requests')
    .columns(['application_id', 'position'])
    .execute();
  await db.schema.createIndex('reference_requests_due').on('reference_requests').column('next_reminder_at').execute();

  await db.schema
    .createTable('reference_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) =>
      column.notNull().references('reference_requests.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('reference_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) =>
      column.notNull().references('reference_requests.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('ip', 'text')
    .addColumn('staff_id', 'text')
    .execute();
  await db.schema.createIndex('reference_events_by_request').on('reference_events').column('request_id').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('reference_events').execute();
  await db.schema.dropTable('reference_tokens').execute();
  await db.schema.dropTable('reference_requests').execute();
}
