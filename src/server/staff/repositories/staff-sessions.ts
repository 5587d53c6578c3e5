import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** When a session counts as open: used after `idleSince` and started after `startedAfter` (its absolute lifetime). */
export interface SessionLimits {
  idleSince: string;
  startedAfter: string;
}

/** What presenting a refresh token did. */
export type StaffRotation =
  | { outcome: 'rotated'; sessionId: string; staffId: string }
  /** Unknown, of a session that ended, or forged. */
  | { outcome: 'invalid' }
  /** A token its session already spent: someone holds a copy, so the session was ended just now. */
  | { outcome: 'reused'; sessionId: string; staffId: string };

/**
 * Staff sessions: one row per login with its current refresh token's hash, its start and its last activity; and
 * every refresh token a session spent, so that one presented again ends the session (as applicants' refresh-token
 * families do, accounts/repositories/refresh-tokens.ts).
 */
export function createStaffSessionRepository(db: Kysely<Database>) {
  return {
    /**
     * A new session for a login; spent tokens older than `forgetSpentBefore` (of sessions long over) are dropped on
     * the way, so the table holds no more than a session lifetime's worth.
     */
    async open(staffId: string, refreshTokenHash: string, forgetSpentBefore: string): Promise<string> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db.deleteFrom('staff_spent_refresh_tokens').where('spent_at', '<', forgetSpentBefore).execute();
      await db
        .insertInto('staff_sessions')
        .values({ id, staff_id: staffId, refresh_token_hash: refreshTokenHash, created_at: now, last_seen_at: now })
        .execute();
      return id;
    },

    /** The session if it is open: not revoked, used recently enough and not older than its lifetime. */
    async active(id: string, limits: SessionLimits) {
      return db
        .selectFrom('staff_sessions')
        .select(['id', 'staff_id', 'last_seen_at'])
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', limits.idleSince)
        .where('created_at', '>', limits.startedAfter)
        .executeTakeFirst();
    },

    async touch(id: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Swaps an open session's refresh token for a new one and remembers the old one as spent, in one transaction (a
     * token presented twice at once rotates once: the other request finds it spent). A spent token presented again
     * ends its session; anything else is invalid.
     */
    async rotate(oldHash: string, newHash: string, limits: SessionLimits): Promise<StaffRotation> {
      const now = new Date().toISOString();
      const rotated = await db.transaction().execute(async (trx) => {
        const session = await trx
          .updateTable('staff_sessions')
          .set({ refresh_token_hash: newHash, last_seen_at: now })
          .where('refresh_token_hash', '=', oldHash)
          .where('revoked_at', 'is', null)
          .where('last_seen_at', '>', limits.idleSince)
          .where('created_at', '>', limits.startedAfter)
          .returning(['id', 'staff_id'])
          .executeTakeFirst();
        if (session)
          await trx
            .insertInto('staff_spent_refresh_tokens')
            .values({ token_hash: oldHash, session_id: session.id, spent_at: now })
            .execute();
        return session;
      });
      if (rotated) return { outcome: 'rotated', sessionId: rotated.id, staffId: rotated.staff_id };
      const spent = await db
        .selectFrom('staff_spent_refresh_tokens')
        .innerJoin('staff_sessions', 'staff_sessions.id', 'staff_spent_refresh_tokens.session_id')
        .select(['staff_sessions.id', 'staff_sessions.staff_id'])
        .where('staff_spent_refresh_tokens.token_hash', '=', oldHash)
        .executeTakeFirst();
      if (!spent) return { outcome: 'invalid' };
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('id', '=', spent.id)
        .where('revoked_at', 'is', null)
        .execute();
      return { outcome: 'reused', sessionId: spent.id, staffId: spent.staff_id };
    },

    /** Logout: the session of the refresh token ends. */
    async close(refreshTokenHash: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('refresh_token_hash', '=', refreshTokenHash)
        .execute();
    },
  };
}
