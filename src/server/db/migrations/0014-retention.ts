import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Retention (issue 24, contract section 12). `application_retention` holds, per submitted application, what keeps
 * its personal data past `RECORD_RETENTION_DAYS` (a manager's hold with its reason; the date the applicant asked in
 * writing for the reasons of a decline) and when the purge removed that data. Its history is the audit trail; this
 * row is the current state the purge reads. `scheduled_runs` is the claim of a daily job: every server of a
 * PostgreSQL deployment tries to move `started_at` forward, and the one whose conditional update wins runs the job.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('application_retention')
    .addColumn('application_id', 'text', (column) =>
      column.primaryKey().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('hold_reason', 'text')
    .addColumn('held_by', 'text')
    .addColumn('held_at', 'text')
    .addColumn('reasons_requested_on', 'text')
    .addColumn('reasons_recorded_by', 'text')
    .addColumn('reasons_recorded_at', 'text')
    .addColumn('purged_at', 'text')
    .execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (column) => column.primaryKey())
    .addColumn('started_at', 'text', (column) => column.notNull())
    .execute();
  await db
    .insertInto('scheduled_runs' as never)
    .values({ job: 'retention-purge', started_at: new Date(0).toISOString() } as never)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropTable('application_retention').execute();
}
