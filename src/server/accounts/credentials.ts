import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
  };
}

export type CredentialStore = ReturnType<typeof createCredentialStore>;
