import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../opaque-tokens.ts';

/** How long an email link works (docs/decisions/0006-product-rules.md#tokens). */
const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};
/**
 * Recovery answers a reset link takes; they spend it (each is counted before it is checked, so a burst cannot walk
 * past the limit), and the answer cannot be guessed at length.
 */
export const MAX_TOKEN_ATTEMPTS = 5;

/** A token that is still good: unused and not expired. */
export interface OpenAccountToken {
  id: string;
  userId: string;
}

/** The single-use tokens of email links. A token is only ever known to the email it went to. */
export function createAccountTokenStore(db: Kysely<Database>) {
  const open = (purpose: AccountTokenPurpose, now: string) =>
    db
      .selectFrom('account_tokens')
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);

  return {
    /**
     * A new token for `userId`; the user's earlier open tokens of that purpose stop working, so only the link of
     * the latest email does. `alongside` runs in the same transaction with the new token: it writes the email that
     * carries the link to the outbox, so there is never a token without its email nor an email without its token.
     */
    async issue(
      userId: string,
      purpose: AccountTokenPurpose,
      alongside?: (trx: Kysely<Database>, token: string) => Promise<void>,
    ): Promise<string> {
      const token = newToken();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('account_tokens')
          .set({ used_at: now.toISOString() })
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('account_tokens')
          .values({
            id: randomUUID(),
            user_id: userId,
            purpose,
            token_hash: hashToken(token)!,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
            used_at: null,
          })
          .execute();
        await alongside?.(trx, token);
      });
      return token;
    },

    /**
     * The open token `token` of `purpose`; undefined for one that is unknown, forged, used or expired, or that has
     * taken its `MAX_TOKEN_ATTEMPTS` answers.
     */
    async findOpen(token: string, purpose: AccountTokenPurpose): Promise<OpenAccountToken | undefined> {
      const tokenHash = hashToken(token);
      if (!tokenHash) return undefined;
      const row = await open(purpose, new Date().toISOString())
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('failed_attempts', '<', MAX_TOKEN_ATTEMPTS)
        .executeTakeFirst();
      return row && { id: row.id, userId: row.user_id };
    },

    /**
     * Spends an open token. True only for the one caller that spent it: two requests racing with the same link
     * cannot both succeed.
     */
    async consume(id: string): Promise<boolean> {
      const result = await db
        .updateTable('account_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Counts one answer given with the token, before it is checked: true when the token still had an attempt
     * left. One conditional UPDATE, so of answers arriving at once (at any number of servers) at most
     * `MAX_TOKEN_ATTEMPTS` get a true.
     */
    async claimAttempt(id: string): Promise<boolean> {
      const row = await db
        .updateTable('account_tokens')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('failed_attempts', '<', MAX_TOKEN_ATTEMPTS)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AccountTokenStore = ReturnType<typeof createAccountTokenStore>;
