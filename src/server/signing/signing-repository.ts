import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SigningRequestsTable } from '../db/schema-signing.ts';

export type StoredSigningRequest = Selectable<SigningRequestsTable>;

/** What a new request is made of; its token's hash goes into `signing_links`. */
export interface NewSigningRequest {
  applicationId: string;
  userId: string;
  applicantId: string;
  language: string;
  tokenHash: string;
  sentAt: string;
  expiresAt: string;
}

/**
 * The signing tables. The sender's reads and writes are scoped by the sender's user id; the signer's are found by the
 * hash of a link's token. Every change of state is a conditional update on the state the caller read (not signed,
 * not revoked, not ended), so two requests racing cannot both sign, and a revoke that lands first wins.
 */
/** A request still waiting for its signer at `now`: not signed, revoked, ended by failed attempts or expired. */
const waitingAt = (now: string) => (eb: ExpressionBuilder<Database, 'signing_requests'>) =>
  eb.and([
    eb('signed_at', 'is', null),
    eb('revoked_at', 'is', null),
    eb('identity_failed_at', 'is', null),
    eb('expires_at', '>', now),
  ]);

export function createSigningRepository(db: Kysely<Database>) {
  const open = (now: string) => db.updateTable('signing_requests').where(waitingAt(now));

  return {
    /** The application a request belongs to (its data as JSON text, its status), for the signer's page. */
    findApplication(applicationId: string) {
      return db
        .selectFrom('credit_applications')
        .select(['id', 'user_id', 'status', 'review_status', 'data'])
        .where('id', '=', applicationId)
        .executeTakeFirst();
    },

    /** Revokes the applicant's earlier requests and stores the new one with its first link, in `executor`. */
    async create(executor: Kysely<Database>, request: NewSigningRequest): Promise<StoredSigningRequest> {
      await executor
        .updateTable('signing_requests')
        .set({ revoked_at: request.sentAt })
        .where('application_id', '=', request.applicationId)
        .where('applicant_id', '=', request.applicantId)
        .where('signed_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      const id = randomUUID();
      const stored = await executor
        .insertInto('signing_requests')
        .values({
          id,
          application_id: request.applicationId,
          user_id: request.userId,
          applicant_id: request.applicantId,
          language: request.language,
          sent_at: request.sentAt,
          expires_at: request.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('signing_links')
        .values({ token_hash: request.tokenHash, request_id: id, created_at: request.sentAt })
        .execute();
      return stored;
    },

    /** The sender's requests, newest first. */
    listOfUser(userId: string): Promise<StoredSigningRequest[]> {
      return db
        .selectFrom('signing_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('sent_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Every request of an application (for the submission and the console), newest first. */
    listOfApplication(applicationId: string): Promise<StoredSigningRequest[]> {
      return db
        .selectFrom('signing_requests')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('sent_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Revokes the sender's request `id` while it waits; false when it is not theirs or no longer waits. */
    async revoke(userId: string, id: string, now: string): Promise<boolean> {
      const result = await open(now)
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The request a link's token hash belongs to, whatever its state (the caller decides what it may see). */
    findByTokenHash(tokenHash: string): Promise<StoredSigningRequest | undefined> {
      return db
        .selectFrom('signing_links')
        .innerJoin('signing_requests', 'signing_requests.id', 'signing_links.request_id')
        .selectAll('signing_requests')
        .where('signing_links.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Changes request `id` while it still waits for its signer (and, with `where`, while a column still holds what
     * the caller read); false when it no longer does.
     */
    async updateOpen(
      id: string,
      now: string,
      changes: Updateable<SigningRequestsTable>,
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('signing_requests')
        .set(changes)
        .where('id', '=', id)
        .where(waitingAt(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Stores the question set offered to request `id` while its stored set is still the one the caller read (none,
     * or an expired one): of two first requests at once (a signer switching language while the questions load) one
     * stores its set and the other reads it back with `findQuestionSet`, so the set graded is the set shown.
     */
    async storeQuestionSet(
      request: Pick<StoredSigningRequest, 'id' | 'question_set_at'>,
      encrypted: string,
      now: string,
    ): Promise<boolean> {
      const read = request.question_set_at;
      const result = await open(now)
        .set({ question_set_encrypted: encrypted, question_set_at: now })
        .where('id', '=', request.id)
        .where('question_set_at', read === null ? 'is' : '=', read)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The question set stored for request `id` while it waits, and when it was stored. */
    findQuestionSet(id: string, now: string) {
      return db
        .selectFrom('signing_requests')
        .select(['question_set_encrypted', 'question_set_at'])
        .where('id', '=', id)
        .where(waitingAt(now))
        .executeTakeFirst();
    },

    /** Counts a failed identity attempt; at `limit` failures the request ends. False when it no longer waits. */
    async countIdentityFailure(request: StoredSigningRequest, limit: number, now: string): Promise<boolean> {
      const failures = Number(request.identity_failures) + 1;
      const result = await open(now)
        .set({
          identity_failures: failures,
          question_set_encrypted: null,
          question_set_at: null,
          ...(failures >= limit ? { identity_failed_at: now } : {}),
        })
        .where('id', '=', request.id)
        .where('identity_failures', '=', request.identity_failures)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Requests still waiting whose reminder number `reminders + 1` is due (sent before `sentBefore`). */
    dueForReminder(reminders: number, sentBefore: string, now: string): Promise<StoredSigningRequest[]> {
      return db
        .selectFrom('signing_requests')
        .selectAll()
        .where(waitingAt(now))
        .where('reminders_sent', '=', reminders)
        .where('sent_at', '<=', sentBefore)
        .execute();
    },

    /**
     * Claims reminder number `reminders + 1` of request `id` and stores its link, in `executor`: one conditional
     * update, so of several servers sweeping at once exactly one sends it. False when another server (or a signature,
     * a revocation) got there first.
     */
    async claimReminder(
      executor: Kysely<Database>,
      id: string,
      reminders: number,
      tokenHash: string,
      now: string,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('signing_requests')
        .set({ reminders_sent: reminders + 1 })
        .where('id', '=', id)
        .where('reminders_sent', '=', reminders)
        .where(waitingAt(now))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await executor
        .insertInto('signing_links')
        .values({ token_hash: tokenHash, request_id: id, created_at: now })
        .execute();
      return true;
    },
  };
}

export type SigningRepository = ReturnType<typeof createSigningRepository>;
