import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Issue 14: `tax_form_files` keeps the bytes of uploaded tax-exemption certificates in the database when it is
 * PostgreSQL, so that every server of a deployment can serve every file with nothing shared but the database
 * (SQLite, one machine, keeps them in the uploads folder). `health_probe` is where the health check proves the
 * database takes writes: it inserts a row in a transaction it rolls back, so the table stays empty.
 * `users.session_version` is named in every access token (`ver`) and raised by logout and a password reset, which
 * ends the access tokens issued before at once.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('tax_form_files')
    .addColumn('storage_key', 'text', (column) => column.primaryKey())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').dropColumn('session_version').execute();
  await db.schema.dropTable('health_probe').execute();
  await db.schema.dropTable('tax_form_files').execute();
}
