import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Signing requests (issue 25, contract section 9): an applicant who is not at the screen signs from their own emailed
 * link. `signing_requests` holds one request per send, with what its signer did (when opened, identity attempts, the
 * signature and its evidence); its status is read from those times. `signing_links` holds the SHA-256 of every link
 * emailed for a request (the first email's and each reminder's), so no token is ever stored and every email the signer
 * received keeps working until the request ends.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('signing_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('applicant_id', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('reminders_sent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('opened_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('identity_failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('identity_failed_at', 'text')
    .addColumn('question_set_encrypted', 'text')
    .addColumn('question_set_at', 'text')
    .addColumn('identity_verified_at', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('consented_at', 'text')
    .addColumn('signature_png_base64', 'text')
    .addColumn('terms_id', 'text')
    .addColumn('general_terms_id', 'text')
    .addColumn('personal_guarantee_id', 'text')
    .addColumn('personal_guarantee_agreed', 'integer')
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('signing_requests_by_application')
    .on('signing_requests')
    .columns(['application_id', 'applicant_id'])
    .execute();
  // The reminder sweep reads only requests still waiting for a signature.
  await db.schema
    .createIndex('signing_requests_waiting')
    .on('signing_requests')
    .columns(['sent_at'])
    .where(sql<boolean>`signed_at is null and revoked_at is null`)
    .execute();
  await db.schema
    .createTable('signing_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) => column.notNull().references('signing_requests.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('signing_links').execute();
  await db.schema.dropTable('signing_requests').execute();
}
