import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashEmail } from '../opaque-tokens.ts';

/**
 * More than 5 failures for one email in 15 minutes locks its logins (docs/decisions/0006-product-rules.md#accounts).
 */
export const MAX_LOGIN_FAILURES = 5;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** What counting one attempt decided: go on and check the password, or refuse for `retryAfterSeconds`. */
export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Login attempts per email, in the database so that every server sharing it counts the same attempts. An attempt
 * is counted by one atomic upsert *before* its password is hashed, so of any burst at most `MAX_LOGIN_FAILURES`
 * are ever checked in a window, however many arrive at once and at however many servers. A right password starts
 * the count again; a wrong one leaves its count standing. Known and unknown emails are counted alike, so the lock
 * says nothing about whether an account exists.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  return {
    /** Counts an attempt for `normalizedEmail` and says whether its password may be checked. */
    async attempt(normalizedEmail: string, now = Date.now()): Promise<LoginAttempt> {
      const nowText = new Date(now).toISOString();
      const row = await db
        .insertInto('login_attempts')
        .values({
          email_hash: hashEmail(normalizedEmail),
          attempts: 1,
          window_ends_at: new Date(now + LOGIN_FAILURE_WINDOW_MS).toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column('email_hash').doUpdateSet((eb) => {
            // The SET expressions read the row as it was, so both see the same ended (or running) window.
            const ended = eb('login_attempts.window_ends_at', '<=', nowText);
            return {
              attempts: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('login_attempts.attempts', '+', 1))
                .end(),
              window_ends_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.window_ends_at'))
                .else(eb.ref('login_attempts.window_ends_at'))
                .end(),
            };
          }),
        )
        .returning(['attempts', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      if (Number(row.attempts) <= MAX_LOGIN_FAILURES) return { allowed: true };
      const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - now) / 1000));
      return { allowed: false, retryAfterSeconds };
    },

    /** After a successful login or a password reset the count starts again. */
    async clear(normalizedEmail: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('email_hash', '=', hashEmail(normalizedEmail)).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
