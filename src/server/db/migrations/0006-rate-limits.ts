import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Rate limits of the anonymous endpoints (issue 9): one row per client and rule, counting the requests of the
 * current fixed window. The counter lives in the database, not in process memory, so every server sharing a
 * PostgreSQL database counts the same requests. `key` is a hash (of the rule and the client's address), so the
 * table keeps no IP address; rows of ended windows are deleted as the servers go.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('window_ends_at', 'text', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends').on('rate_limits').column('window_ends_at').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
