import type { FastifyInstance } from 'fastify';
import { auditTrailQuery } from '../../../shared/staff/audit-trail.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole } from '../auth/staff-hook.ts';
import { searchAuditTrail } from '../audit/audit-search.ts';

/**
 * `GET /audit?applicationId=&actor=&kind=&page=` (admins): the whole audit trail, newest first: views, reveals,
 * downloads, decisions, exports with the applications they held, staff changes from the console and the command line.
 * Reading it is not itself recorded (it changes nothing and reveals no applicant's secret).
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .get(
      '/audit',
      { preValidation: requireRole('readWholeTrail'), schema: { querystring: auditTrailQuery } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return searchAuditTrail(app.db, request.query);
      },
    );
}
