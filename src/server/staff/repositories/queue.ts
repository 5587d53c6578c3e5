import type { Kysely } from 'kysely';
import type { ReviewStatus } from '../../../shared/staff/review-status.ts';
import type { Database } from '../../db/schema.ts';
import type { QueueItem } from '../../../shared/staff/staff-answers.ts';

/** The queue's filters, all optional; `assignee` is a member's id or `none`. */
export interface QueueFilter {
  status?: ReviewStatus;
  state?: string;
  paymentOption?: string;
  /** `YYYY-MM-DD`, inclusive, in UTC. */
  submittedFrom?: string;
  submittedTo?: string;
  assignee?: string;
  /** An Application ID, the start of the applicant's email (with its `@`), or else the start of the company's name. */
  q?: string;
}

/** One row of the queue as read, with its row id, before the business days are counted. */
export interface QueueRow extends Omit<QueueItem, 'businessDaysWaiting' | 'identityMismatch'> {
  id: string;
}

/** The highest character of the Basic Multilingual Plane: `key >= q and key < q + LAST` is "starts with q". */
const LAST = '\uffff';

/** What an Application ID looks like (`TCA-7K4M-9QXP`), in any case. */
const APPLICATION_ID = /^[a-z]{3}-[0-9a-z]{4}-[0-9a-z]{4}$/;

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The queue of submitted applications, newest first, filtered and paged in the database. Each filter is a
 * comparison on a column of `credit_applications` with an index (0010-staff), and the search's three parts are
 * each a range on an index, so a page costs the same with 10 applications as with 100,000.
 */
export function createQueueRepository(db: Kysely<Database>) {
  const filtered = (filter: QueueFilter) => {
    let query = db.selectFrom('credit_applications as ca').where('ca.submitted_at', 'is not', null);
    if (filter.status) query = query.where('ca.review_status', '=', filter.status);
    if (filter.state) query = query.where('ca.address_state', '=', filter.state);
    if (filter.paymentOption) query = query.where('ca.payment_option', '=', filter.paymentOption);
    if (filter.submittedFrom) query = query.where('ca.submitted_at', '>=', `${filter.submittedFrom}T00:00:00.000Z`);
    if (filter.submittedTo) query = query.where('ca.submitted_at', '<', dayAfter(filter.submittedTo));
    if (filter.assignee === 'none') query = query.where('ca.assignee_id', 'is', null);
    else if (filter.assignee) query = query.where('ca.assignee_id', '=', filter.assignee);
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

  return {
    async page(filter: QueueFilter, page: number, pageSize: number): Promise<{ items: QueueRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filter)
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
            'm.email',
          ])
          .orderBy('ca.submitted_at', 'desc')
          .orderBy('ca.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.total),
        items: rows.map((row) => ({
          id: row.id,
          applicationId: row.application_number,
          companyName: row.company_name,
          state: row.address_state,
          requestedCreditLimit: row.requested_credit_limit === null ? null : Number(row.requested_credit_limit),
          paymentOption: row.payment_option,
          submittedAt: row.submitted_at!,
          status: row.review_status!,
          assignee: row.email,
        })),
      };
    },
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
