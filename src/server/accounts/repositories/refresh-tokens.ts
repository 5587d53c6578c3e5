import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../opaque-tokens.ts';

/**
 * 30 days from issue (docs/decisions/0006-product-rules.md#tokens); each rotation gives the new token its own 30 days.
 */
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RotationResult =
  | { outcome: 'rotated'; userId: string; refreshToken: string }
  /** Unknown, forged, expired, or of a family already revoked. */
  | { outcome: 'invalid' }
  /** A token that was already used: someone holds a copy, so its whole family was revoked just now. */
  | { outcome: 'reused'; userId: string };

/**
 * Refresh tokens: opaque, single-use, rotated on every refresh. Each login starts a family; presenting a used
 * token revokes the family, which logs out both the thief and the rightful holder of the copied token.
 */
export function createRefreshTokenStore(db: Kysely<Database>) {
  const revokeFamily = (executor: Kysely<Database>, familyId: string) =>
    executor
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();

  const insert = async (executor: Kysely<Database>, userId: string, familyId: string): Promise<string> => {
    const token = newToken();
    const now = Date.now();
    await executor
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        user_id: userId,
        family_id: familyId,
        token_hash: hashToken(token)!,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + REFRESH_TOKEN_LIFETIME_MS).toISOString(),
        used_at: null,
        revoked_at: null,
      })
      .execute();
    return token;
  };

  const findByToken = (token: string) => {
    const tokenHash = hashToken(token);
    return tokenHash
      ? db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
      : Promise.resolve(undefined);
  };

  return {
    /** The first token of a new family, at login. */
    issue(userId: string): Promise<string> {
      return insert(db, userId, randomUUID());
    },

    /** Spends `token` and gives the next one of its family. */
    async rotate(token: string): Promise<RotationResult> {
      const row = await findByToken(token);
      if (!row || row.revoked_at) return { outcome: 'invalid' };
      if (row.used_at) {
        await revokeFamily(db, row.family_id);
        return { outcome: 'reused', userId: row.user_id };
      }
      if (row.expires_at <= new Date().toISOString()) return { outcome: 'invalid' };
      const next = await db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        // Another request spent it between our read and this write: the same token was presented twice.
        return spent.numUpdatedRows === 1n ? insert(trx, row.user_id, row.family_id) : undefined;
      });
      if (next === undefined) {
        await revokeFamily(db, row.family_id);
        return { outcome: 'reused', userId: row.user_id };
      }
      return { outcome: 'rotated', userId: row.user_id, refreshToken: next };
    },

    /** Logout: the family of `token` stops working; answers its user. Unknown tokens are ignored. */
    async revokeFamilyOf(token: string): Promise<string | undefined> {
      const row = await findByToken(token);
      if (row) await revokeFamily(db, row.family_id);
      return row?.user_id;
    },

    /** Every session of the user ends (after a password reset). */
    async revokeAllOf(userId: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
