import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Login attempts counted before the password is checked (issue 14): one row per email (by its hash) holding the
 * attempts of the current 15-minute window, bumped by one atomic upsert, so a burst of requests at once cannot all
 * be checked before the first failure is written. It replaces `login_failures`, whose rows were written only after
 * each hash, which let every request of a burst through.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('email_hash', 'text', (column) => column.primaryKey())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email_hash', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}
