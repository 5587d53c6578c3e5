import { sql, type Kysely } from 'kysely';
import { QUEUE_COUNT_LIMIT, type QueueSort } from '../../../shared/staff/queue.ts';
import type { ReviewStatus } from '../../../shared/staff/review-status.ts';
import type { Database } from '../../db/schema.ts';
import type { QueueItem } from '../../../shared/staff/staff-answers.ts';
import { ProblemError } from '../../errors/problem.ts';
import { staffName } from '../staff-name.ts';
import { decodeCursor, encodeCursor, reversed, rowsAfter, type SortColumns, type SortValues } from './queue-keyset.ts';
import { searchCondition, searchesFts5 } from './queue-search.ts';
import { referencesComplete } from '../../references/references-complete.ts';

/** The queue's filters, all optional; `assignee` is a member's id or `none`. */
export interface QueueFilter {
  status?: ReviewStatus;
  /** Undecided applications only (SUBMITTED, IN_REVIEW); ignored when `status` names one. */
  open?: boolean;
  /** Submitted before this moment (ISO 8601): the ones waiting too long. */
  submittedBefore?: string;
  state?: string;
  paymentOption?: string;
  /** `YYYY-MM-DD`, inclusive, in UTC. */
  submittedFrom?: string;
  submittedTo?: string;
  assignee?: string;
  /** An Application ID, the start of the applicant's email (with its `@`), or else a part of the company's name. */
  q?: string;
  /** `complete`: no reference request still waits for an answer (src/server/references/). */
  references?: 'complete';
}

/** Which page: the `page`th by counting, or the one after or before a boundary row (`QueuePage.next`/`previous`). */
export interface QueuePosition {
  page: number;
  pageSize: number;
  after?: string;
  before?: string;
}

/** A page as read: its rows, the bounded count, and the cursors of the pages beside it. */
export interface QueueRows {
  items: QueueRow[];
  total: number;
  totalCapped: boolean;
  next?: string;
  previous?: string;
}

/** One row of the queue as read, with its row id, before the business days are counted. */
export interface QueueRow extends Omit<QueueItem, 'businessDaysWaiting' | 'identityMismatch'> {
  id: string;
}

/**
 * The conditions of the partial indexes of migration 0018, written as they are there: a database uses a partial
 * index only for a query whose WHERE holds its condition, and SQLite recognizes it only written the same way
 * (literals, not bound parameters; the same order).
 */
const OPEN = sql<boolean>`ca.review_status in ('SUBMITTED', 'IN_REVIEW')`;

/** Each sort's columns; `id` breaks ties, so that pages neither repeat nor skip a row. Each has its index (0018). */
const ORDER_BY: Record<QueueSort, SortColumns> = {
  newest: [
    ['ca.submitted_at', 'desc'],
    ['ca.id', 'desc'],
  ],
  oldest: [
    ['ca.submitted_at', 'asc'],
    ['ca.id', 'asc'],
  ],
  amountHigh: [
    ['ca.requested_credit_limit', 'desc'],
    ['ca.id', 'desc'],
  ],
  amountLow: [
    ['ca.requested_credit_limit', 'asc'],
    ['ca.id', 'asc'],
  ],
  company: [
    ['ca.company_key', 'asc'],
    ['ca.id', 'asc'],
  ],
  // Status from the last to the first in text order is SUBMITTED, IN_REVIEW, then the decided ones: the
  // applications nobody has opened yet come first.
  status: [
    ['ca.review_status', 'desc'],
    ['ca.submitted_at', 'asc'],
    ['ca.id', 'asc'],
  ],
};

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The queue of submitted applications, filtered, ordered and paged in the database. Each filter and each common pair
 * of them is a comparison on columns of `credit_applications` with an index that then holds the queue's order
 * (0010-staff, 0024), each sort reads an index in its order (0018), the search is one index's lookup, a page is
 * found from its neighbour's boundary row (keyset) or, for a page asked for by number, counted to in the index, and
 * the count stops at `QUEUE_COUNT_LIMIT`; so a page costs about the same with 10 applications as with 100,000
 * (docs/decisions/0012-staff-queue-in-index-order.md).
 */
export function createQueueRepository(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  const filtered = (filter: QueueFilter) => {
    let query = db.selectFrom('credit_applications as ca').where('ca.submitted_at', 'is not', null);
    if (filter.status) query = query.where('ca.review_status', '=', filter.status);
    else if (filter.open) query = query.where(OPEN);
    if (filter.submittedBefore) query = query.where('ca.submitted_at', '<', filter.submittedBefore);
    if (filter.state) query = query.where('ca.address_state', '=', filter.state);
    if (filter.paymentOption) query = query.where('ca.payment_option', '=', filter.paymentOption);
    if (filter.submittedFrom) query = query.where('ca.submitted_at', '>=', `${filter.submittedFrom}T00:00:00.000Z`);
    if (filter.submittedTo) query = query.where('ca.submitted_at', '<', dayAfter(filter.submittedTo));
    if (filter.assignee === 'none') query = query.where('ca.assignee_id', 'is', null);
    else if (filter.assignee) query = query.where('ca.assignee_id', '=', filter.assignee);
    if (filter.references === 'complete') query = query.where(referencesComplete(new Date()));
    const q = filter.q?.trim().toLowerCase();
    if (q) query = query.where(searchCondition(db, kind, q));
    return query;
  };

  /**
   * The page's application ids and sort values, one more than the page holds (to know whether another follows):
   * read from one table and one index in the sort's order, from the boundary row of `after` or `before` (read
   * backwards from it), or else counted to by `page`.
   */
  const pageIds = (filter: QueueFilter, sort: QueueSort, position: QueuePosition) => {
    const cursor = position.before ?? position.after;
    const columns = position.before ? reversed(ORDER_BY[sort]) : ORDER_BY[sort];
    let query = filtered(filter).select([
      'ca.id',
      ...columns.map(([column], index) => sql<string | number | null>`${sql.ref(column)}`.as(`k${index}`)),
      // Where every match is read and sorted anyway (see `countsWithPage`), they are counted on the way.
      ...(countsWithPage(filter, position) ? [sql<number | string>`count(*) over ()`.as('total')] : []),
    ]);
    if (cursor) {
      const values = decodeCursor(cursor, sort, columns);
      if (!values) throw new ProblemError(400, 'QUEUE_CURSOR_INVALID');
      query = query.where(rowsAfter(columns, values, kind === 'sqlite'));
    }
    for (const [column, direction] of columns) query = query.orderBy(sql.ref(column), direction);
    query = query.limit(position.pageSize + 1);
    return cursor ? query : query.offset((position.page - 1) * position.pageSize);
  };

  /**
   * Whether the page's own query counts the matches: a name searched through SQLite's FTS5 table, whose matches
   * come in rowid order and are all fetched and sorted to find a page; a second query would run the search again
   * (half the cost of such a page at 100,000). Not for a page after or before a boundary row, which does not read
   * the matches before it.
   */
  const countsWithPage = (filter: QueueFilter, position: QueuePosition) =>
    !position.after && !position.before && searchesFts5(kind, filter.q?.trim().toLowerCase() ?? '');

  /** How many match, counted up to one past `QUEUE_COUNT_LIMIT` in the filter's index and no further. */
  const boundedCount = (filter: QueueFilter) =>
    db
      .selectFrom(
        filtered(filter)
          .select(sql<number>`1`.as('one'))
          .limit(QUEUE_COUNT_LIMIT + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('total'));

  /**
   * The count a page's own query carried (`countsWithPage`): on each row read; none matches when the first page reads
   * none; a page past the last match reads none either, and is counted apart.
   */
  const countOf = async (
    read: ReadonlyArray<{ total?: number | string }>,
    filter: QueueFilter,
    position: QueuePosition,
  ) => {
    if (read[0]?.total !== undefined) return read[0].total;
    return position.page > 1 ? (await boundedCount(filter).executeTakeFirstOrThrow()).total : 0;
  };

  return {
    /** The explain-able queries of a page's ids and of its count, for the tests of their plans. */
    pageIds,
    boundedCount,

    async page(filter: QueueFilter, sort: QueueSort, position: QueuePosition): Promise<QueueRows> {
      const withPage = countsWithPage(filter, position);
      const [read, count] = await Promise.all([
        pageIds(filter, sort, position).execute(),
        withPage ? undefined : boundedCount(filter).executeTakeFirstOrThrow(),
      ]);
      const more = read.length > position.pageSize;
      const ids = read.slice(0, position.pageSize);
      if (position.before) ids.reverse();
      const cursorOf = (row: (typeof ids)[number] | undefined) =>
        row &&
        encodeCursor(
          sort,
          ORDER_BY[sort].map((_, index) => (row as Record<string, unknown>)[`k${index}`] as SortValues[number]),
        );
      const total = Number(count?.total ?? (await countOf(read, filter, position)));
      const forward = !position.before;
      return {
        items: await queueRows(db, ids),
        total: Math.min(total, QUEUE_COUNT_LIMIT),
        totalCapped: total > QUEUE_COUNT_LIMIT,
        next: (forward ? more : true) ? cursorOf(ids.at(-1)) : undefined,
        previous: (forward ? Boolean(position.after) || position.page > 1 : more) ? cursorOf(ids[0]) : undefined,
      };
    },
  };
}

/** The rows of `ids`, in their order, with their Application IDs and assignees' names. */
async function queueRows(db: Kysely<Database>, ids: ReadonlyArray<{ id: string }>): Promise<QueueRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('credit_applications as ca')
    .innerJoin('submissions as s', 's.application_id', 'ca.id')
    .leftJoin('staff_members as m', 'm.id', 'ca.assignee_id')
    .select([
      'ca.id',
      's.application_number',
      'ca.company_name',
      'ca.address_state',
      'ca.requested_credit_limit',
      'ca.payment_option',
      'ca.submitted_at',
      'ca.review_status',
      'm.id as assignee_id',
      'm.email as assignee_email',
      'm.display_name as assignee_name',
    ])
    .where(
      'ca.id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id }) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        applicationId: row.application_number,
        companyName: row.company_name,
        state: row.address_state,
        requestedCreditLimit: row.requested_credit_limit === null ? null : Number(row.requested_credit_limit),
        paymentOption: row.payment_option,
        submittedAt: row.submitted_at!,
        status: row.review_status!,
        assignee:
          row.assignee_id && row.assignee_email
            ? { id: row.assignee_id, name: staffName({ display_name: row.assignee_name, email: row.assignee_email }) }
            : null,
      },
    ];
  });
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
