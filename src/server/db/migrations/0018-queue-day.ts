import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * The queue for a working day (issue 30). Staff get a display name, which the console shows instead of the email;
 * members added before it have none and are shown by their email's local part until named.
 *
 * The queue sorts by waiting time, amount requested, company and status, in the open applications (its default
 * view) or in all submitted ones. Each (view, sort) pair has an index in that order, ending with `id` as the queue's
 * tie-break, so a page is read in index order rather than sorted (docs/decisions/0012-staff-queue-in-index-order.md).
 * The indexes are partial: the open ones hold only undecided applications (a few hundred, however long the
 * history), the others only submitted ones (never the drafts, whose queue columns are all empty). A query uses a
 * partial index only when its WHERE repeats the index's condition, literally: `src/server/staff/repositories/
 * queue.ts` writes the same two conditions, `OPEN` and `SUBMITTED` below.
 */
const OPEN = sql<boolean>`review_status in ('SUBMITTED', 'IN_REVIEW')`;
const SUBMITTED = sql<boolean>`submitted_at is not null`;

const INDEXES = [
  ['open_submitted', OPEN, ['submitted_at', 'id']],
  ['open_amount', OPEN, ['requested_credit_limit', 'id']],
  ['open_company', OPEN, ['company_key', 'id']],
  ['open_status', OPEN, ['review_status desc', 'submitted_at', 'id']],
  ['open_assignee', OPEN, ['assignee_id', 'submitted_at', 'id']],
  ['amount', SUBMITTED, ['requested_credit_limit', 'id']],
  ['company', SUBMITTED, ['company_key', 'id']],
  ['status', SUBMITTED, ['review_status desc', 'submitted_at', 'id']],
] as const;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('display_name', 'text').execute();
  for (const [name, where, columns] of INDEXES) {
    await db.schema
      .createIndex(`credit_applications_queue_by_${name}`)
      .on('credit_applications')
      .columns([...columns])
      .where(where)
      .execute();
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(`credit_applications_queue_by_${name}`).execute();
  await db.schema.alterTable('staff_members').dropColumn('display_name').execute();
}
