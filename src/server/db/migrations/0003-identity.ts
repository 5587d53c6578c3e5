import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Identity verification (step 1): the applicant, one per user, with SSN and birth date stored only as AES-256-GCM
 * ciphertexts that name their key version; and the question sets the provider offered, kept server-side (also
 * encrypted) so answers are graded here and the right choices never travel to the browser. The offer time of
 * each set enforces one set per applicant per 24 hours.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('kbv_applicants')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('address_line1', 'text', (column) => column.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('address_city', 'text', (column) => column.notNull())
    .addColumn('address_state', 'text', (column) => column.notNull())
    .addColumn('address_zip', 'text', (column) => column.notNull())
    .addColumn('ssn_encrypted', 'text', (column) => column.notNull())
    .addColumn('date_of_birth_encrypted', 'text', (column) => column.notNull())
    .addColumn('kbv_status', 'text', (column) => column.notNull().defaultTo('NOT_STARTED'))
    .addColumn('kbv_status_reason', 'text')
    .addColumn('kbv_status_at', 'text', (column) => column.notNull())
    .addColumn('question_set_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint(
      'kbv_applicants_status',
      sql`kbv_status in ('NOT_STARTED', 'STARTED', 'VERIFIED', 'NOT_VERIFIED', 'ERROR')`,
    )
    .execute();

  await db.schema
    .createTable('kbv_question_sets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('applicant_id', 'text', (column) => column.notNull().references('kbv_applicants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('content_encrypted', 'text', (column) => column.notNull())
    .addColumn('offered_at', 'text', (column) => column.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('outcome', 'text')
    .addCheckConstraint(
      'kbv_question_sets_outcome',
      sql`outcome is null or outcome in ('VERIFIED', 'NOT_VERIFIED', 'ERROR')`,
    )
    .execute();
  await db.schema
    .createIndex('kbv_question_sets_user_offered')
    .on('kbv_question_sets')
    .columns(['user_id', 'offered_at'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('kbv_question_sets').execute();
  await db.schema.dropTable('kbv_applicants').execute();
}
