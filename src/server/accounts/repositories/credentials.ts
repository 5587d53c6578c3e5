import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The writes to an account that only the account flows make, each scoped to one user id. */
export function createCredentialStore(db: Kysely<Database>) {
  return {
    /** Marks the user's email verified (once: a second call keeps the first time). */
    async markEmailVerified(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Ends every access token of the user at once: they name the version they were issued under, and the auth hook
     * accepts only the current one (refresh tokens are revoked apart, see refresh-tokens.ts).
     */
    async endAccessTokens(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    /** The version an access token of `userId` must name; undefined when there is no such user. */
    async sessionVersion(userId: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirst();
      return row && Number(row.session_version);
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
  };
}

export type CredentialStore = ReturnType<typeof createCredentialStore>;
