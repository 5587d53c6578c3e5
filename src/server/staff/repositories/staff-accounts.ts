import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';
import type { Database, StaffMembersTable } from '../../db/schema.ts';
import { staffName } from '../staff-name.ts';

export type StaffMember = Selectable<StaffMembersTable>;

export const toStaffSummary = (member: StaffMember): StaffAccount => ({
  id: member.id,
  email: member.email,
  name: staffName(member),
  role: member.role,
  enrolled: member.password_hash !== null && member.totp_secret_encrypted !== null,
  disabled: member.disabled_at !== null,
  createdAt: member.created_at,
});

/** Staff accounts, their set-password links, sessions and login attempts: all the SQL of staff sign-in. */
export function createStaffAccountRepository(db: Kysely<Database>) {
  const members = () => db.selectFrom('staff_members').selectAll();
  return {
    /** A new member, or undefined when the email already has one. */
    async create(email: string, role: StaffRole, name: string): Promise<StaffMember | undefined> {
      return db
        .insertInto('staff_members')
        .values({ id: randomUUID(), email, role, display_name: name, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
    },
    findById: (id: string) => members().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string) => members().where('email', '=', email).executeTakeFirst(),
    list: () => members().orderBy('email').execute(),

    /** Changes a member's role or name or disables (or enables) them; undefined for an unknown id. */
    async update(
      id: string,
      change: { role?: StaffRole; disabled?: boolean; name?: string },
    ): Promise<StaffMember | undefined> {
      const disabledAt =
        change.disabled === undefined ? {} : { disabled_at: change.disabled ? new Date().toISOString() : null };
      return db
        .updateTable('staff_members')
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(change.name ? { display_name: change.name.trim() } : {}),
          ...disabledAt,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async addLink(staffId: string, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('staff_links')
        .values({
          token_hash: tokenHash,
          staff_id: staffId,
          created_at: new Date().toISOString(),
          expires_at: expiresAt,
        })
        .execute();
    },

    /** Spends a set-password link in one statement (two uses at once: one wins); the member's id, if it was valid. */
    async spendLink(tokenHash: string): Promise<string | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('staff_id')
        .executeTakeFirst();
      return row?.staff_id;
    },

    /** Sets the password and TOTP secret and ends every session of the member. */
    async setCredentials(staffId: string, passwordHash: string, totpSecretEncrypted: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_members')
          .set({ password_hash: passwordHash, totp_secret_encrypted: totpSecretEncrypted, totp_last_step: null })
          .where('id', '=', staffId)
          .execute();
        await trx
          .updateTable('staff_sessions')
          .set({ revoked_at: new Date().toISOString() })
          .where('staff_id', '=', staffId)
          .execute();
      });
    },

    /**
     * Spends a TOTP time step in one statement: true when it is later than the last one that logged in (two logins
     * with one code at once: one wins), false for a code already used or older than the one used.
     */
    async spendTotpStep(staffId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_members')
        .set({ totp_last_step: step })
        .where('id', '=', staffId)
        .where((where) => where.or([where('totp_last_step', 'is', null), where('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Counts one login attempt for the email's window and answers the window's count, in one statement. */
    async countAttempt(emailHash: string, windowEndsAt: string): Promise<number> {
      const row = await db
        .insertInto('staff_login_attempts')
        .values({ email_hash: emailHash, window_ends_at: windowEndsAt, attempts: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['email_hash', 'window_ends_at'])
            .doUpdateSet((eb) => ({ attempts: eb('staff_login_attempts.attempts', '+', 1) })),
        )
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    },

    /** Forgets the email's attempts (after a successful login) and every window that has ended. */
    async clearAttempts(emailHash: string): Promise<void> {
      await db.deleteFrom('staff_login_attempts').where('email_hash', '=', emailHash).execute();
      await db.deleteFrom('staff_login_attempts').where('window_ends_at', '<', new Date().toISOString()).execute();
    },

    async openSession(staffId: string, refreshTokenHash: string): Promise<string> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db
        .insertInto('staff_sessions')
        .values({ id, staff_id: staffId, refresh_token_hash: refreshTokenHash, created_at: now, last_seen_at: now })
        .execute();
      return id;
    },

    /** The session if it is open and was used after `idleSince`. */
    async activeSession(id: string, idleSince: string) {
      return db
        .selectFrom('staff_sessions')
        .select(['id', 'staff_id', 'last_seen_at'])
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirst();
    },

    async touchSession(id: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Swaps a session's refresh token for a new one if it is open and was used after `idleSince`, in one statement
     * (a token presented twice rotates once); answers the session, or undefined.
     */
    async rotateSession(oldHash: string, newHash: string, idleSince: string) {
      return db
        .updateTable('staff_sessions')
        .set({ refresh_token_hash: newHash, last_seen_at: new Date().toISOString() })
        .where('refresh_token_hash', '=', oldHash)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', idleSince)
        .returning(['id', 'staff_id'])
        .executeTakeFirst();
    },

    async closeSession(refreshTokenHash: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('refresh_token_hash', '=', refreshTokenHash)
        .execute();
    },
  };
}
