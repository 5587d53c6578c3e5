import type { FastifyInstance } from 'fastify';
import { clearHitBody, screeningHitParams } from '../../shared/staff/request-schemas.ts';
import type { Screening } from '../../shared/staff/screening.ts';
import { ProblemError } from '../errors/problem.ts';
import type { RouteTypes } from '../http/route-types.ts';
import { requireRole, staffOf } from '../staff/auth/staff-hook.ts';

/**
 * `POST /applications/{applicationId}/screening/{hitId}/clear` `{ reason }` (mounted at `/api/v1/staff`, behind the
 * staff hook): a manager clears a screening hit with a reason, and the audit trail records who, why and which entry
 * in the same transaction. Answers the application's screening as it is now.
 */
export async function screeningRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();

  app.post(
    '/applications/:applicationId/screening/:hitId/clear',
    { preValidation: requireRole('clearScreeningHit'), schema: { params: screeningHitParams, body: clearHitBody } },
    async (request, reply): Promise<Screening> => {
      const review = await app.staff.reviews.findByNumber(request.params.applicationId);
      if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
      const staff = staffOf(request);
      const reason = request.body.reason.trim();
      const cleared = await app.db.transaction().execute(async (trx) => {
        const hit = await app.screening.store.clear(trx, review.id, request.params.hitId, staff.id, reason);
        if (!hit) return false;
        const detail = { hit: hit.id, who: hit.who, entry: hit.entry, program: hit.program, score: hit.score, reason };
        await app.staff.audit.append(
          { applicationId: review.id, staffId: staff.id, action: 'SCREENING_CLEARED', detail, ip: request.ip },
          trx,
        );
        return true;
      });
      if (!cleared) {
        const known = (await app.screening.view(review.id)).hits.some((hit) => hit.id === request.params.hitId);
        throw new ProblemError(known ? 409 : 404, known ? 'SCREENING_HIT_CLEARED' : 'SCREENING_HIT_NOT_FOUND');
      }
      reply.header('cache-control', 'no-store');
      return app.screening.view(review.id);
    },
  );
}
