import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One client's count under one rule after a request: how many so far in this window, and when it ends. */
export interface RateLimitCount {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Fixed-window request counters in the database (table `rate_limits`), so that every server sharing it counts
 * the same requests. A counter is one row, bumped by one atomic upsert per request; windows are aligned to the
 * clock (every minute on the minute), so all servers agree on which window a request falls in. A row whose
 * window ended starts again at 1, and one that names a later window than the request's (a server whose clock
 * runs ahead) is counted in, never set back.
 */
export function createRateLimitStore(db: Kysely<Database>) {
  return {
    /** Counts one request of `client` under rule `rule` and answers the window's count so far. */
    async hit(rule: string, client: string, windowMs: number, now = Date.now()): Promise<RateLimitCount> {
      const key = createHash('sha256').update(`${rule}\n${client}`).digest('hex');
      const windowEndsAt = new Date(Math.floor(now / windowMs) * windowMs + windowMs).toISOString();
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_ends_at: windowEndsAt, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const newer = eb('excluded.window_ends_at', '>', eb.ref('rate_limits.window_ends_at'));
            return {
              hits: eb
                .case()
                .when(newer)
                .then(1)
                .else(eb('rate_limits.hits', '+', 1))
                .end(),
              window_ends_at: eb
                .case()
                .when(newer)
                .then(eb.ref('excluded.window_ends_at'))
                .else(eb.ref('rate_limits.window_ends_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) };
    },

    /** Deletes the counters of windows that ended before `now`: they would start again at 1 anyway. */
    async sweep(now = Date.now()): Promise<void> {
      await db.deleteFrom('rate_limits').where('window_ends_at', '<=', new Date(now).toISOString()).execute();
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
