import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Submitted applications (issue 6). `submissions` keeps what was agreed and when: the Application ID, the id of
 * each terms text as shown, the client's address and the signed application as a PDF. `submission_signatures`
 * keeps each applicant's signature as the PNG drawn. Files live in the database, not on one server's disk, so
 * every server of a PostgreSQL deployment can read them.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('application_id', 'text', (column) =>
      column.primaryKey().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('application_number', 'text', (column) => column.notNull().unique())
    .addColumn('terms_id', 'text', (column) => column.notNull())
    .addColumn('general_terms_id', 'text', (column) => column.notNull())
    .addColumn('personal_guarantee_id', 'text', (column) => column.notNull())
    .addColumn('personal_guarantee_agreed', 'integer', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('client_ip', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'text', (column) => column.notNull())
    .addColumn('pdf_base64', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('submission_signatures')
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('submissions.application_id').onDelete('cascade'),
    )
    .addColumn('applicant_id', 'text', (column) => column.notNull())
    .addColumn('png_base64', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_signatures_pk', ['application_id', 'applicant_id'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('submission_signatures').execute();
  await db.schema.dropTable('submissions').execute();
}
