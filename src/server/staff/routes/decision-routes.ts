import type { FastifyInstance } from 'fastify';
import { decisionBodyOf } from '../../../shared/staff/decision.ts';
import { applicationParams } from '../../../shared/staff/request-schemas.ts';
import { mayDo } from '../../../shared/staff/roles.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';

/**
 * `POST /applications/{applicationId}/decision`, its body validated by the decision form an analyst edits
 * (schemas/staff/decision): an analyst may request changes, a manager (or admin) may also approve and decline.
 */
export async function decisionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<RouteTypes>().post(
    '/applications/:applicationId/decision',
    {
      preValidation: requireRole('requestChanges'),
      schema: { params: applicationParams, body: app.forms.schema('staff/decision') },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = decisionBodyOf(request.body);
      if (body.decision !== 'REQUEST_CHANGES' && !mayDo(staff.role, 'decide')) {
        throw new ProblemError(403, 'DECISION_NOT_ALLOWED');
      }
      const review = await app.staff.reviews.findByNumber(request.params.applicationId);
      if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
      const stored = await app.staff.decisions.decide(review, staff, body, request.ip);
      return {
        id: stored.id,
        decision: stored.decision,
        ...(JSON.parse(stored.body) as Record<string, unknown>),
        decidedAt: stored.decided_at,
        letter: stored.letter_pdf_base64 !== null,
      };
    },
  );
}
