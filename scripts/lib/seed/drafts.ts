import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import { verifiedUserRow } from './applicants.ts';

/** Rows per insert statement: well under the bound-parameter limits of both SQLite (32,766) and PostgreSQL (65,535). */
const BATCH = 1000;

/** Gives each of `userIds` a complete draft application. */
export async function storeApplications(db: Kysely<Database>, userIds: readonly string[], data: string): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < userIds.length; start += BATCH) {
    const rows = userIds.slice(start, start + BATCH).map((userId) => ({
      id: randomUUID(),
      user_id: userId,
      status: 'DRAFT' as const,
      data,
      revision: 1,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('credit_applications').values(rows).execute();
  }
}

/**
 * Stores `count` accounts, each with a complete application, in multi-row inserts of `BATCH` rows inside one
 * transaction per batch; then refreshes the planner's statistics, as a database that grew over time would have them.
 */
export async function seedApplications(db: Kysely<Database>, count: number, data: string): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += BATCH) {
    const users = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const id = randomUUID();
      return verifiedUserRow(id, `seed-${id}@example.com`, now);
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      await storeApplications(
        trx,
        users.map((user) => user.id),
        data,
      );
    });
  }
  await sql`analyze`.execute(db);
}
