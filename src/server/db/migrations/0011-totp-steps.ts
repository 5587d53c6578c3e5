import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * A staff TOTP code logs in once: the time step of the last code used is kept, and a login with a code of that
 * step or an earlier one is refused like a wrong code.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('staff_members').dropColumn('totp_last_step').execute();
}
