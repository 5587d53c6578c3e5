import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import { staffMemberState } from '../../../shared/staff/member-state.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';
import type { Database, StaffLinkKind, StaffMembersTable } from '../../db/schema.ts';
import { staffName } from '../staff-name.ts';

export type StaffMember = Selectable<StaffMembersTable>;

/** Voids the member's links not yet used: a newer link was sent, or the member just set their credentials. */
const voidLinks = (executor: Kysely<Database>, staffId: string, now: string) =>
  executor
    .updateTable('staff_links')
    .set({ voided_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();

/** Whether the member has set a password and an authenticator (a link for them then resets both). */
export const isEnrolled = (member: StaffMember) =>
  member.password_hash !== null && member.totp_secret_encrypted !== null;

export const toStaffSummary = (member: StaffMember): StaffAccount => {
  const flags = { enrolled: isEnrolled(member), disabled: member.disabled_at !== null };
  return {
    id: member.id,
    email: member.email,
    name: staffName(member),
    role: member.role,
    ...flags,
    state: staffMemberState(flags),
    createdAt: member.created_at,
  };
};

/** Staff accounts, their set-password links and login attempts (sessions: staff-sessions.ts). */
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

    /**
     * Stores a new set-password link and voids every earlier one of the member, so only the latest link sent works;
     * run it in the transaction that also emails the link (`executor`).
     */
    async addLink(
      executor: Kysely<Database>,
      link: { staffId: string; tokenHash: string; expiresAt: string; kind: StaffLinkKind },
    ): Promise<void> {
      const now = new Date().toISOString();
      await voidLinks(executor, link.staffId, now);
      await executor
        .insertInto('staff_links')
        .values({
          token_hash: link.tokenHash,
          staff_id: link.staffId,
          kind: link.kind,
          created_at: now,
          expires_at: link.expiresAt,
        })
        .execute();
    },

    /**
     * Spends a set-password link in one statement (two uses at once: one wins); the member's id and what the link
     * may do, if it was valid (unused, not voided by a newer one, not expired).
     */
    async spendLink(tokenHash: string): Promise<{ staffId: string; kind: StaffLinkKind } | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['staff_id', 'kind'])
        .executeTakeFirst();
      return row && { staffId: row.staff_id, kind: row.kind };
    },

    /**
     * Sets the password and TOTP secret, voids every other link and ends every session of the member, in one
     * transaction with `alongside` (the audit row of a re-enrolment).
     */
    async setCredentials(
      staffId: string,
      passwordHash: string,
      totpSecretEncrypted: string,
      alongside: (trx: Kysely<Database>) => Promise<void> = async () => {},
    ): Promise<void> {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await alongside(trx);
        await trx
          .updateTable('staff_members')
          .set({ password_hash: passwordHash, totp_secret_encrypted: totpSecretEncrypted, totp_last_step: null })
          .where('id', '=', staffId)
          .execute();
        await voidLinks(trx, staffId, now);
        await trx
          .updateTable('staff_sessions')
          .set({ revoked_at: now })
          .where('staff_id', '=', staffId)
          .where('revoked_at', 'is', null)
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

    /**
     * Counts one login attempt under `attemptKey` (an email and a client address) for the window ending at
     * `windowEndsAt`, and answers the window's count, in one statement.
     */
    async countAttempt(attemptKey: string, windowEndsAt: string): Promise<number> {
      const row = await db
        .insertInto('staff_login_attempts')
        .values({ attempt_key: attemptKey, window_ends_at: windowEndsAt, attempts: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['attempt_key', 'window_ends_at'])
            .doUpdateSet((eb) => ({ attempts: eb('staff_login_attempts.attempts', '+', 1) })),
        )
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    },

    /** Forgets the key's attempts (after a successful login) and every window that has ended. */
    async clearAttempts(attemptKey: string): Promise<void> {
      await db.deleteFrom('staff_login_attempts').where('attempt_key', '=', attemptKey).execute();
      await db.deleteFrom('staff_login_attempts').where('window_ends_at', '<', new Date().toISOString()).execute();
    },
  };
}
export type StaffAccountRepository = ReturnType<typeof createStaffAccountRepository>;
