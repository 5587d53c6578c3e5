import { sql, type Kysely } from 'kysely';
import type { QueueSort } from '../../../shared/staff/queue.ts';
import type { ReviewStatus } from '../../../shared/staff/review-status.ts';
import type { Database } from '../../db/schema.ts';
import type { QueueItem } from '../../../shared/staff/staff-answers.ts';
import { staffName } from '../staff-name.ts';
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
  /** An Application ID, the start of the applicant's email (with its `@`), or else the start of the company's name. */
  q?: string;
  /** `complete`: no reference request still waits for an answer (src/server/references/). */
  references?: 'complete';
}

/** One row of the queue as read, with its row id, before the business days are counted. */
export interface QueueRow extends Omit<QueueItem, 'businessDaysWaiting' | 'identityMismatch'> {
  id: string;
}

/** The highest character of the Basic Multilingual Plane: `key >= q and key < q + LAST` is "starts with q". */
const LAST = '\uffff';

/** What an Application ID looks like (`TCA-7K4M-9QXP`), in any case. */
const APPLICATION_ID = /^[a-z]{3}-[0-9a-z]{4}-[0-9a-z]{4}$/;

/**
 * The conditions of the partial indexes of migration 0018, written as they are there: a database uses a partial
 * index only for a query whose WHERE holds its condition, and SQLite recognizes it only written the same way
 * (literals, not bound parameters; the same order).
 */
const OPEN = sql<boolean>`ca.review_status in ('SUBMITTED', 'IN_REVIEW')`;

/** Each sort's columns; `id` breaks ties, so that pages neither repeat nor skip a row. Each has its index (0018). */
const ORDER_BY: Record<QueueSort, ReadonlyArray<[column: string, direction: 'asc' | 'desc']>> = {
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
 * The queue of submitted applications, filtered, ordered and paged in the database. Each filter is a comparison on
 * a column of `credit_applications` with an index (0010-staff), each sort reads an index in its order (0018), and
 * the search's three parts are each a range on an index, so a page costs about the same with 10 applications as
 * with 100,000 (docs/decisions/0012-staff-queue-in-index-order.md).
 */
export function createQueueRepository(db: Kysely<Database>) {
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
    // One index range per search, chosen by what `q` looks like: an OR of three would make the database scan.
    if (q && APPLICATION_ID.test(q)) {
      const ids = db
        .selectFrom('submissions')
        .select('application_id')
        .where('application_number', '=', q.toUpperCase());
      query = query.where('ca.id', 'in', ids);
    } else if (q?.includes('@')) {
      query = query.where('ca.applicant_email', '>=', q).where('ca.applicant_email', '<', q + LAST);
    } else if (q) {
      query = query.where('ca.company_key', '>=', q).where('ca.company_key', '<', q + LAST);
    }
    return query;
  };

  /** The page's application ids in the sort's order: read from one table and one index, then joined. */
  const pageIds = (filter: QueueFilter, sort: QueueSort, page: number, pageSize: number) => {
    let query = filtered(filter).select('ca.id');
    for (const [column, direction] of ORDER_BY[sort]) query = query.orderBy(sql.ref(column), direction);
    return query.limit(pageSize).offset((page - 1) * pageSize);
  };

  return {
    /** The explain-able query of a page's ids, for the test that checks each sort reads its index. */
    pageIds,

    async page(
      filter: QueueFilter,
      sort: QueueSort,
      page: number,
      pageSize: number,
    ): Promise<{ items: QueueRow[]; total: number }> {
      const [ids, count] = await Promise.all([
        pageIds(filter, sort, page, pageSize).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await db
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
            .execute()
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        total: Number(count.total),
        items: ids.flatMap(({ id }) => {
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
                  ? {
                      id: row.assignee_id,
                      name: staffName({ display_name: row.assignee_name, email: row.assignee_email }),
                    }
                  : null,
            },
          ];
        }),
      };
    },
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
