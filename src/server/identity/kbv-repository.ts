import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, KbvApplicantsTable, KbvQuestionSetsTable, KbvStatus } from '../db/schema.ts';

export type StoredApplicant = Selectable<KbvApplicantsTable>;
export type StoredQuestionSet = Selectable<KbvQuestionSetsTable>;

/** The applicant's details as stored: SSN and birth date already encrypted. */
export type ApplicantColumns = Pick<
  KbvApplicantsTable,
  | 'first_name'
  | 'last_name'
  | 'address_line1'
  | 'address_line2'
  | 'address_city'
  | 'address_state'
  | 'address_zip'
  | 'ssn_encrypted'
  | 'date_of_birth_encrypted'
>;

/** The state a decision was made on. A write only succeeds while the applicant is still in it (optimistic lock). */
export interface SeenApplicant {
  id: string;
  kbv_status: KbvStatus;
  question_set_id: string | null;
}

export type Outcome = 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR';

/**
 * Identity applicants and their question sets, always through their owner: every query has the user id of the
 * access token in its `where`. Writes that change the verification status are conditional on the state the
 * caller read, so two requests racing (a double click) cannot both start a question set or both grade one.
 */
export function createKbvRepository(db: Kysely<Database>) {
  const applicantOf = (userId: string) => db.selectFrom('kbv_applicants').selectAll().where('user_id', '=', userId);
  const stillAsSeen = (executor: Kysely<Database>, userId: string, seen: SeenApplicant) =>
    executor
      .updateTable('kbv_applicants')
      .where('user_id', '=', userId)
      .where('id', '=', seen.id)
      .where('kbv_status', '=', seen.kbv_status)
      .where('question_set_id', seen.question_set_id === null ? 'is' : '=', seen.question_set_id);

  return {
    findApplicant(userId: string): Promise<StoredApplicant | undefined> {
      return applicantOf(userId).executeTakeFirst();
    },

    findQuestionSet(userId: string, id: string): Promise<StoredQuestionSet | undefined> {
      return db
        .selectFrom('kbv_question_sets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Creates the user's applicant, or replaces its details while its status is one of `editableFrom`; the status
     * becomes NOT_STARTED. Undefined when the applicant exists in another status (the caller answers 409).
     */
    async saveApplicant(
      userId: string,
      columns: ApplicantColumns,
      editableFrom: KbvStatus[],
      now: string,
    ): Promise<StoredApplicant | undefined> {
      const inserted = await db
        .insertInto('kbv_applicants')
        .values({
          id: randomUUID(),
          user_id: userId,
          ...columns,
          kbv_status: 'NOT_STARTED',
          kbv_status_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return inserted;
      return db
        .updateTable('kbv_applicants')
        .set({ ...columns, kbv_status: 'NOT_STARTED', kbv_status_reason: null, kbv_status_at: now, updated_at: now })
        .where('user_id', '=', userId)
        .where('kbv_status', 'in', editableFrom)
        .returningAll()
        .executeTakeFirst();
    },

    /** Records a newly offered set and marks the applicant STARTED; undefined when another request got there first. */
    startQuestionSet(
      userId: string,
      seen: SeenApplicant,
      set: { provider: string; content_encrypted: string },
      now: string,
    ): Promise<StoredQuestionSet | undefined> {
      return db.transaction().execute(async (trx) => {
        const id = randomUUID();
        const claimed = await stillAsSeen(trx, userId, seen)
          .set({
            kbv_status: 'STARTED',
            kbv_status_reason: null,
            kbv_status_at: now,
            question_set_id: id,
            updated_at: now,
          })
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return undefined;
        return trx
          .insertInto('kbv_question_sets')
          .values({ id, user_id: userId, applicant_id: seen.id, ...set, offered_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Ends verification without questions (none offered, or the provider failed); false when the state moved on. */
    async finishWithoutQuestions(
      userId: string,
      seen: SeenApplicant,
      outcome: Outcome,
      reason: string,
      now: string,
    ): Promise<boolean> {
      const result = await stillAsSeen(db, userId, seen)
        .set({ kbv_status: outcome, kbv_status_reason: reason, kbv_status_at: now, updated_at: now })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Stores the outcome of answering set `questionSetId`, once; false when it was already answered. */
    finishQuestionSet(
      userId: string,
      questionSetId: string,
      outcome: Outcome,
      reason: string | null,
      now: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const answered = await trx
          .updateTable('kbv_question_sets')
          .set({ answered_at: now, outcome })
          .where('user_id', '=', userId)
          .where('id', '=', questionSetId)
          .where('answered_at', 'is', null)
          .executeTakeFirst();
        if (Number(answered.numUpdatedRows) === 0) return false;
        await trx
          .updateTable('kbv_applicants')
          .set({ kbv_status: outcome, kbv_status_reason: reason, kbv_status_at: now, updated_at: now })
          .where('user_id', '=', userId)
          .where('question_set_id', '=', questionSetId)
          .where('kbv_status', '=', 'STARTED')
          .execute();
        return true;
      });
    },
  };
}

export type KbvRepository = ReturnType<typeof createKbvRepository>;
