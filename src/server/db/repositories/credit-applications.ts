import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { JsonObject } from '../../../shared/schema-bundle.ts';
import type { ApplicationStatus, CreditApplicationsTable, Database } from '../schema.ts';

/** A user's credit application; `data` holds its sections (business info, applicants, …) as saved. */
export interface CreditApplication {
  id: string;
  userId: string;
  status: ApplicationStatus;
  data: JsonObject;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

function toApplication(row: Selectable<CreditApplicationsTable>): CreditApplication {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    data: JSON.parse(row.data) as JsonObject,
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Credit applications, always through their owner: every method takes the user id from the access token and
 * puts it in the query's `where`, so no id from a path or body can reach another user's application.
 */
export function createCreditApplicationRepository(db: Kysely<Database>) {
  const ownedBy = (userId: string) => db.selectFrom('credit_applications').selectAll().where('user_id', '=', userId);

  return {
    /** The user's application, created as an empty draft on first use. Safe when two requests race. */
    async getOrCreateDraft(userId: string): Promise<CreditApplication> {
      const now = new Date().toISOString();
      await db
        .insertInto('credit_applications')
        .values({ id: randomUUID(), user_id: userId, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return toApplication(await ownedBy(userId).executeTakeFirstOrThrow());
    },

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
        .set({ data: JSON.stringify(data), updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('status', '=', 'DRAFT')
        .returningAll()
        .executeTakeFirst();
      return row && toApplication(row);
    },
  };
}

export type CreditApplicationRepository = ReturnType<typeof createCreditApplicationRepository>;
