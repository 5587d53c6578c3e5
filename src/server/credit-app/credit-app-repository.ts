import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { ReviewStatus } from '../../shared/staff/review-status.ts';
import type { ApplicationStatus, CreditApplicationsTable, Database } from '../db/schema.ts';
import { dataWithSection } from './section-sql.ts';

/** A user's credit application; `data` holds its sections (business info, applicants, …) as saved. */
export interface CreditApplication {
  id: string;
  userId: string;
  status: ApplicationStatus;
  data: JsonObject;
  /** How many times `data` was written; a save writes only over the revision it read. */
  revision: number;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The credit department's status once submitted (src/server/staff/). */
  reviewStatus: ReviewStatus | null;
  /** The steps a request for changes reopened, while CHANGES_REQUESTED. */
  reopenedSteps: string[];
}

function toApplication(row: Selectable<CreditApplicationsTable>): CreditApplication {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    data: JSON.parse(row.data) as JsonObject,
    revision: row.revision,
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewStatus: row.review_status,
    reopenedSteps: row.reopened_steps ? (JSON.parse(row.reopened_steps) as string[]) : [],
  };
}

/**
 * Whether the applicant may change the sections of wizard step `step`: in a draft, and in a submitted application
 * whose review sent it back with that step reopened. Without a step, only a draft.
 */
function isEditable(application: CreditApplication, step?: string): boolean {
  if (application.status === 'DRAFT') return true;
  return (
    application.reviewStatus === 'CHANGES_REQUESTED' && step !== undefined && application.reopenedSteps.includes(step)
  );
}

/** Saves that lost a race with another save of the same application are retried on fresh data this many times. */
const MAX_WRITE_ATTEMPTS = 5;

/**
 * Credit applications, always through their owner: every method takes the user id from the access token and
 * puts it in the query's `where`, so no id from a path or body can reach another user's application.
 */
export function createCreditApplicationRepository(db: Kysely<Database>) {
  const ownedBy = (userId: string) => db.selectFrom('credit_applications').selectAll().where('user_id', '=', userId);

  // Read first: the draft exists for every request but a user's first, and an insert, even one that changes
  // nothing, takes the database's write lock.
  const getOrCreateDraft = async (userId: string): Promise<CreditApplication> => {
    const existing = await ownedBy(userId).executeTakeFirst();
    if (existing) return toApplication(existing);
    const now = new Date().toISOString();
    await db
      .insertInto('credit_applications')
      .values({ id: randomUUID(), user_id: userId, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    return toApplication(await ownedBy(userId).executeTakeFirstOrThrow());
  };

  return {
    /** The user's application, created as an empty draft on first use. Safe when two requests race. */
    getOrCreateDraft,

    /** The application `id` if `userId` owns it; undefined for anyone else's. */
    async findById(userId: string, id: string): Promise<CreditApplication | undefined> {
      const row = await ownedBy(userId).where('id', '=', id).executeTakeFirst();
      return row && toApplication(row);
    },

    /**
     * Replaces the data of the user's draft. Undefined when the user has no draft, or when it is submitted and
     * therefore locked: the caller answers 409 then.
     */
    async saveDraftData(userId: string, data: JsonObject): Promise<CreditApplication | undefined> {
      const row = await db
        .updateTable('credit_applications')
        .set((eb) => ({
          data: JSON.stringify(data),
          revision: eb('revision', '+', 1),
          updated_at: new Date().toISOString(),
        }))
        .where('user_id', '=', userId)
        .where('status', '=', 'DRAFT')
        .returningAll()
        .executeTakeFirst();
      return row && toApplication(row);
    },

    /**
     * Sets section `name` of the user's draft to the JSON text `valueText` in one statement, the database merging it
     * into the stored sections (section-sql.ts): no read first, no data parsed here, and concurrent saves of other
     * sections survive since each statement changes its row in one step. False when no row matched: the user has no
     * draft yet, or the application is submitted (a request for changes may have reopened the step): the caller
     * then saves through `updateDraftData`, which knows those cases.
     */
    async replaceDraftSection(userId: string, name: string, valueText: string): Promise<boolean> {
      const result = await db
        .updateTable('credit_applications')
        .set((eb) => ({
          data: dataWithSection(db, name, valueText),
          revision: eb('revision', '+', 1),
          updated_at: new Date().toISOString(),
        }))
        .where('user_id', '=', userId)
        .where('status', '=', 'DRAFT')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Changes the data of the user's draft (created if need be) with `change`, in one write: the write happens
     * only if nobody wrote since the data was read, and is otherwise tried again on the fresh data, so concurrent
     * saves of different sections all survive. Undefined when the application is submitted and therefore locked
     * (unless a request for changes reopened `step`). `change` may throw to refuse; nothing is written then.
     */
    async updateDraftData(
      userId: string,
      change: (data: JsonObject) => JsonObject,
      step?: string,
    ): Promise<CreditApplication | undefined> {
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        const current = await getOrCreateDraft(userId);
        if (!isEditable(current, step)) return undefined;
        const text = JSON.stringify(change(current.data));
        const written = { revision: current.revision + 1, updatedAt: new Date().toISOString() };
        const row = await db
          .updateTable('credit_applications')
          .set({ data: text, revision: written.revision, updated_at: written.updatedAt })
          .where('user_id', '=', userId)
          .where('status', '=', current.status)
          .where((eb) =>
            current.reviewStatus === null
              ? eb('review_status', 'is', null)
              : eb('review_status', '=', current.reviewStatus),
          )
          .where('revision', '=', current.revision)
          .returning('id')
          .executeTakeFirst();
        // The row is the one read with what was just written: reading it back would only parse the same data again.
        if (row) return { ...current, ...written, data: JSON.parse(text) as JsonObject };
      }
      throw new Error(
        `the credit application of user ${userId} kept changing during ${MAX_WRITE_ATTEMPTS} attempts to save it`,
      );
    },
  };
}

export type CreditApplicationRepository = ReturnType<typeof createCreditApplicationRepository>;
