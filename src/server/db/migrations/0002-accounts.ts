import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * What accounts need besides `users`: refresh tokens grouped in families, the single-use tokens of email links,
 * failed logins and the times verification emails were sent. Throttling lives here rather than in process memory
 * because several servers may share one PostgreSQL database. Tokens are stored only as SHA-256 hashes, and
 * throttling rows name an email only by its hash, so they keep no address of someone who has no account.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addCheckConstraint('account_tokens_purpose', sql`purpose in ('verify_email', 'reset_password')`)
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email_hash', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email')
    .on('login_failures')
    .columns(['email_hash', 'failed_at'])
    .execute();

  await db.schema
    .createTable('verification_email_sends')
    .addColumn('email_hash', 'text', (column) => column.primaryKey())
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('verification_email_sends').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('refresh_tokens').execute();
}
