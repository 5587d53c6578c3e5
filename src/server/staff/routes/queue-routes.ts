import type { FastifyInstance } from 'fastify';
import { OVERDUE_AFTER_BUSINESS_DAYS, type QueueView } from '../../../shared/staff/queue.ts';
import { queueQuery, type QueueQuery } from '../../../shared/staff/request-schemas.ts';
import type { QueuePage } from '../../../shared/staff/staff-answers.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { businessDaysBetween, waitingOverSince } from '../business-days.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import type { QueueFilter } from '../repositories/queue.ts';
import { identityChecks } from '../identity-check/identity-checks.ts';

/** What each view adds to the filters: open applications, and whose or how old (`@/shared/staff/queue.ts`). */
function viewFilter(view: QueueView, me: string, now: Date): QueueFilter {
  switch (view) {
    case 'all':
      return {};
    case 'open':
      return { open: true };
    case 'mine':
      return { open: true, assignee: me };
    case 'unassigned':
      return { open: true, assignee: 'none' };
    case 'overdue':
      return { open: true, submittedBefore: waitingOverSince(OVERDUE_AFTER_BUSINESS_DAYS, now) };
  }
}

/**
 * `GET /applications`: the queue, one page of it in the order asked for, with how many match (up to
 * `QUEUE_COUNT_LIMIT`) and the cursors of the pages beside it. The view (open applications by default) and the
 * filters combine; the page size is at most 100 (a larger one is a 400); a page is the one after `after`, before
 * `before`, or else the `page`th.
 */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .get(
      '/applications',
      { preValidation: requireRole('readQueue'), schema: { querystring: queueQuery } },
      async (request): Promise<QueuePage> => {
        const {
          page = 1,
          pageSize = 25,
          view = 'open',
          sort = 'newest',
          after,
          before,
          ...filters
        }: QueueQuery = request.query;
        const me = staffOf(request).id;
        const now = new Date();
        const filter: QueueFilter = { ...filters, ...viewFilter(view, me, now) };
        if (filters.assignee) filter.assignee = filters.assignee === 'me' ? me : filters.assignee;
        const { items, ...counted } = await app.staff.queue.page(filter, sort, { page, pageSize, after, before });
        const checks = await identityChecks(
          app.db,
          app.fieldCipher,
          items.map((item) => item.id),
        );
        return {
          items: items.map(({ id, ...item }) => ({
            ...item,
            businessDaysWaiting: businessDaysBetween(item.submittedAt, now),
            identityMismatch: checks.get(id)?.matches === false,
          })),
          ...counted,
          page,
          pageSize,
        };
      },
    );
}
