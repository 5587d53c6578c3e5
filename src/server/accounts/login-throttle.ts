import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashEmail } from './opaque-tokens.ts';

/** More than 5 failures for one email in 15 minutes locks its logins (CONTRACT.md section 4). */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins per email, in the database so that every server sharing it counts the same failures. Known and
 * unknown emails are counted alike, so the lock says nothing about whether an account exists.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  return {
    /** Seconds until the oldest failure in the window expires when the email is locked, else undefined. */
    async lockedFor(normalizedEmail: string): Promise<number | undefined> {
      const failures = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('email_hash', '=', hashEmail(normalizedEmail))
        .where('failed_at', '>', windowStart())
        .orderBy('failed_at', 'desc')
        .limit(MAX_LOGIN_FAILURES)
        .execute();
      if (failures.length < MAX_LOGIN_FAILURES) return undefined;
      const unlocksAt = Date.parse(failures[MAX_LOGIN_FAILURES - 1].failed_at) + LOGIN_FAILURE_WINDOW_MS;
      return Math.max(1, Math.ceil((unlocksAt - Date.now()) / 1000));
    },

    /** Counts a failure, and forgets this email's failures that fell out of the window. */
    async recordFailure(normalizedEmail: string): Promise<void> {
      const emailHash = hashEmail(normalizedEmail);
      await db
        .deleteFrom('login_failures')
        .where('email_hash', '=', emailHash)
        .where('failed_at', '<=', windowStart())
        .execute();
      await db
        .insertInto('login_failures')
        .values({ id: randomUUID(), email_hash: emailHash, failed_at: new Date().toISOString() })
        .execute();
    },

    /** After a successful login or a password reset the count starts again. */
    async clear(normalizedEmail: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email_hash', '=', hashEmail(normalizedEmail)).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
