import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A row the worker claimed: it alone may send it until `leasedUntil`. */
export interface ClaimedMessage {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
  leaseId: string;
}

/** What is waiting: for the health answer and the log. */
export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest unsent message was written; 0 when none waits. */
  oldestPendingSeconds: number;
  /** Messages the worker gave up on; they stay for an operator. */
  failed: number;
}

/**
 * The outbox table. `claim` is the one place rows change hands: a single UPDATE whose subquery picks due rows that
 * nobody holds (on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so servers claiming at once pass over each other's
 * rows instead of waiting; SQLite runs one writer at a time, so the statement is atomic there by itself) and
 * stamps them with a lease id. Only the holder of the lease may then mark a row sent or failed.
 */
export function createOutboxStore(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  return {
    /** Writes a message; pass the transaction of what caused it so both commit or neither does. */
    async insert(executor: Kysely<Database>, kind: string, payload: string, now = new Date()): Promise<string> {
      const id = randomUUID();
      await executor
        .insertInto('outbox')
        .values({ id, kind, payload, created_at: now.toISOString(), next_attempt_at: now.toISOString() })
        .execute();
      return id;
    },

    /** Claims up to `limit` due messages of `kinds` for `leaseMs`, counting an attempt on each. */
    async claim(limit: number, leaseMs: number, kinds: string[], now = Date.now()): Promise<ClaimedMessage[]> {
      if (kinds.length === 0) return [];
      const nowText = new Date(now).toISOString();
      const leaseId = randomUUID();
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('failed_at', 'is', null)
        .where('kind', 'in', kinds)
        .where('next_attempt_at', '<=', nowText)
        .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', nowText)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('outbox')
        .set((eb) => ({
          lease_id: leaseId,
          leased_until: new Date(now + leaseMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', due)
        .returning(['id', 'kind', 'payload', 'attempts'])
        .execute();
      return rows.map((row) => ({ ...row, attempts: Number(row.attempts), leaseId }));
    },

    /** The message went out: its row goes (with whatever token it carried). */
    async markSent(message: ClaimedMessage): Promise<void> {
      await db.deleteFrom('outbox').where('id', '=', message.id).where('lease_id', '=', message.leaseId).execute();
    },

    /** Sending failed: try again at `retryAt`, or never (`retryAt` undefined) when it cannot succeed. */
    async markFailed(message: ClaimedMessage, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          lease_id: null,
          leased_until: null,
          last_error: error,
          ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { failed_at: new Date().toISOString() }),
        })
        .where('id', '=', message.id)
        .where('lease_id', '=', message.leaseId)
        .execute();
    },

    async backlog(now = Date.now()): Promise<OutboxBacklog> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.count<number | string>('id').filterWhere('failed_at', 'is', null).as('pending'),
          eb.fn.min<string | null>('created_at').filterWhere('failed_at', 'is', null).as('oldest'),
          eb.fn.count<number | string>('failed_at').as('failed'),
        ])
        .executeTakeFirstOrThrow();
      const oldest = row.oldest ? Math.max(0, Math.floor((now - Date.parse(row.oldest)) / 1000)) : 0;
      return { pending: Number(row.pending), oldestPendingSeconds: oldest, failed: Number(row.failed) };
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
