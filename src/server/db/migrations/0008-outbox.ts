import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * The durable outbox (issue 14): every message the product sends (emails now; any `kind`, such as a webhook POST,
 * later) is first a row, written in the same transaction as what caused it, then sent by a worker that claims rows
 * with a lease, retries with exponential backoff and deletes a row once its message went out. `payload` is the
 * message encrypted with `DATA_KEY`: it may hold a link's token, which must not sit readable in the database.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('lease_id', 'text')
    .addColumn('leased_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['failed_at', 'next_attempt_at']).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
