import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReferenceEventsTable, ReferenceRequestsTable } from '../db/schema-references.ts';

export type ReferenceRequestRow = ReferenceRequestsTable;
export type ReferenceEvent = ReferenceEventsTable['event'];

/**
 * The references' tables: requests, the hashes of their links, and their events. Every write that closes a request
 * (an answer, a decline) or sends a reminder is a conditional update on the state it read, so two servers (or two
 * clicks) never both succeed.
 */
export function createReferenceRepository(db: Kysely<Database>) {
  return {
    /** The application's current requests (those no resubmission replaced), in the order of the step's lists. */
    current: (applicationId: string, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('reference_requests')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('replaced_at', 'is', null)
        .orderBy('kind', 'desc')
        .orderBy('position')
        .execute(),

    insert: (row: ReferenceRequestRow, trx: Kysely<Database>) =>
      trx.insertInto('reference_requests').values(row).execute(),

    /** Closes requests a resubmission replaced with a changed reference, and moves the kept ones to their place. */
    replace: (id: string, at: string, trx: Kysely<Database>) =>
      trx
        .updateTable('reference_requests')
        .set({ replaced_at: at, next_reminder_at: null })
        .where('id', '=', id)
        .execute(),
    move: (id: string, position: number, trx: Kysely<Database>) =>
      trx.updateTable('reference_requests').set({ position }).where('id', '=', id).execute(),

    /** Keeps the hash of an emailed link, and counts the email. */
    async addLink(requestId: string, tokenHash: string, at: string, trx: Kysely<Database>) {
      await trx
        .insertInto('reference_tokens')
        .values({ token_hash: tokenHash, request_id: requestId, created_at: at })
        .execute();
      await trx
        .updateTable('reference_requests')
        .set((eb) => ({ emails_sent: eb('emails_sent', '+', 1) }))
        .where('id', '=', requestId)
        .execute();
    },

    record: (
      requestId: string,
      event: ReferenceEvent,
      at: string,
      who: { ip?: string; staffId?: string } = {},
      executor: Kysely<Database> = db,
    ) =>
      executor
        .insertInto('reference_events')
        .values({
          id: randomUUID(),
          request_id: requestId,
          event,
          at,
          ip: who.ip ?? null,
          staff_id: who.staffId ?? null,
        })
        .execute(),

    /** The request a link's hash opens, whatever its state. */
    byTokenHash: (tokenHash: string) =>
      db
        .selectFrom('reference_tokens as t')
        .innerJoin('reference_requests as r', 'r.id', 't.request_id')
        .selectAll('r')
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    byId: (id: string) => db.selectFrom('reference_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    markOpened: (id: string, at: string) =>
      db
        .updateTable('reference_requests')
        .set({ opened_at: at })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .execute(),

    /** Records the answer (or the decline) unless the request was closed meanwhile; true when this call closed it. */
    async close(id: string, outcome: { answer: string } | { declined: true }, at: string, ip: string) {
      const result = await db
        .updateTable('reference_requests')
        .set({
          ...('answer' in outcome ? { answer: outcome.answer, answered_at: at } : { declined_at: at }),
          answer_ip: ip,
          next_reminder_at: null,
        })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .where('declined_at', 'is', null)
        .where('replaced_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Requests whose automatic reminder is due at `now`, still open. */
    due: (now: string, limit: number) =>
      db
        .selectFrom('reference_requests')
        .selectAll()
        .where('next_reminder_at', '<=', now)
        .where('answered_at', 'is', null)
        .where('declined_at', 'is', null)
        .where('replaced_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('next_reminder_at')
        .limit(limit)
        .execute(),

    /** Claims a due reminder for this server: true when the request still had `sent` reminders and no other took it. */
    async claimReminder(request: ReferenceRequestRow, next: string | null, trx: Kysely<Database>) {
      const result = await trx
        .updateTable('reference_requests')
        .set({ reminders_sent: request.reminders_sent + 1, next_reminder_at: next })
        .where('id', '=', request.id)
        .where('reminders_sent', '=', request.reminders_sent)
        .where('answered_at', 'is', null)
        .where('declined_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Claims the reminder staff may send by hand; true when none was sent yet and the request is still open. */
    async claimManual(id: string, max: number, now: string, trx: Kysely<Database>) {
      const result = await trx
        .updateTable('reference_requests')
        .set((eb) => ({ manual_reminders: eb('manual_reminders', '+', 1) }))
        .where('id', '=', id)
        .where('manual_reminders', '<', max)
        .where('answered_at', 'is', null)
        .where('declined_at', 'is', null)
        .where('replaced_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
