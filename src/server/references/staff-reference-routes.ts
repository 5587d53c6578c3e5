import type { FastifyInstance } from 'fastify';
import { applicationParams } from '../../shared/staff/request-schemas.ts';
import { ProblemError } from '../errors/problem.ts';
import type { RouteTypes } from '../http/route-types.ts';
import { installStaffHook, requireRole, staffOf } from '../staff/auth/staff-hook.ts';
import { companyOf, emailLink } from './reference-links.ts';
import type { ReferenceRepository } from './reference-repository.ts';
import { MANUAL_REMINDERS } from './reference-status.ts';
import { staffReferences } from './staff-references.ts';

const remindParams = {
  type: 'object',
  properties: { ...applicationParams.properties, requestId: { type: 'string', maxLength: 100 } },
  required: ['applicationId', 'requestId'],
} as const;

/**
 * The reminder staff may send by hand (mounted at `/api/v1/staff`, behind the staff hook): one per request, on top
 * of the automatic ones, while the request is open; it emails a fresh link through the outbox and is recorded with
 * who sent it. Answers the application's references. 409 `REFERENCE_CLOSED` when no reminder may go.
 */
export async function staffReferenceRoutes(untyped: FastifyInstance, repository: ReferenceRepository): Promise<void> {
  installStaffHook(untyped);
  const app = untyped.withTypeProvider<RouteTypes>();
  app.post(
    '/applications/:applicationId/references/:requestId/remind',
    { preValidation: requireRole('remindReference'), schema: { params: remindParams } },
    async (request, reply) => {
      const { applicationId, requestId } = request.params;
      const review = await app.staff.reviews.findByNumber(applicationId);
      const found = review ? await repository.byId(requestId) : undefined;
      if (!review || !found || found.application_id !== review.id) throw new ProblemError(404, 'REFERENCE_NOT_FOUND');
      const at = new Date().toISOString();
      const companyName = await companyOf(app.db, review.id);
      const sent = await app.db.transaction().execute(async (trx) => {
        if (!(await repository.claimManual(found.id, MANUAL_REMINDERS, at, trx))) return false;
        await emailLink(
          app,
          repository,
          found,
          'MANUAL_REMINDER_SENT',
          { companyName, at, staffId: staffOf(request).id },
          trx,
        );
        return true;
      });
      if (!sent) throw new ProblemError(409, 'REFERENCE_CLOSED');
      app.outbox.wake();
      reply.header('cache-control', 'no-store');
      return { references: await staffReferences(app.db, review.id) };
    },
  );
}
