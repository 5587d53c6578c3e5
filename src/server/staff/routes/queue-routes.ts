import type { FastifyInstance } from 'fastify';
import { queueQuery } from '../../../shared/staff/request-schemas.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { businessDaysBetween } from '../business-days.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { identityChecks } from '../identity-check/identity-checks.ts';

/** `GET /applications`: the queue, newest first, one page of it with the total that matches. */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .get(
      '/applications',
      { preValidation: requireRole('readQueue'), schema: { querystring: queueQuery } },
      async (request) => {
        const { page = 1, pageSize = 25, ...filter } = request.query;
        if (filter.assignee === 'me') filter.assignee = staffOf(request).id;
        const { items, total } = await app.staff.queue.page(filter, page, pageSize);
        const now = new Date();
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
          total,
          page,
          pageSize,
        };
      },
    );
}
