import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Staff sign-in hardened (issue 24):
 * - a set-password link says what it may do: `invite` (the member had no password when it was sent) never replaces
 *   an enrolled member's password and authenticator; `reset` (an admin sent it to an enrolled member) does. A new
 *   link voids the earlier ones (`voided_at`), so only the latest works.
 * - login attempts are counted per email *and* client address (`attempt_key`, the hash of both), so a stranger's
 *   failures lock out the stranger, not the member.
 * - every refresh token a session spent is remembered (`staff_spent_refresh_tokens`): one presented again means a
 *   copy exists, and the session it belonged to is ended.
 * - reveals are counted per member and day (`staff_reveal_counts`) against a daily quota.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable('staff_links')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('invite'))
    .execute();
  await db.schema.alterTable('staff_links').addColumn('voided_at', 'text').execute();
  await db.schema.createIndex('staff_links_staff').on('staff_links').column('staff_id').execute();

  await db.schema.alterTable('staff_login_attempts').renameColumn('email_hash', 'attempt_key').execute();

  await db.schema
    .createTable('staff_spent_refresh_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull().references('staff_sessions.id').onDelete('cascade'))
    .addColumn('spent_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_spent_refresh_tokens_spent_at')
    .on('staff_spent_refresh_tokens')
    .column('spent_at')
    .execute();

  await db.schema
    .createTable('staff_reveal_counts')
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('reveals', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('staff_reveal_counts_pk', ['staff_id', 'day'])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('staff_reveal_counts').execute();
  await db.schema.dropTable('staff_spent_refresh_tokens').execute();
  await db.schema.alterTable('staff_login_attempts').renameColumn('attempt_key', 'email_hash').execute();
  await db.schema.dropIndex('staff_links_staff').execute();
  await db.schema.alterTable('staff_links').dropColumn('voided_at').execute();
  await db.schema.alterTable('staff_links').dropColumn('kind').execute();
}
