import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../../errors/problem.ts';
import { mayDo } from '../auth/roles.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import type { DecisionBody } from '../decisions/decision-service.ts';
import { applicationParams } from '../request-schemas.ts';

/**
 * `POST /applications/{applicationId}/decision`, its body validated by the decision form an analyst edits
 * (schemas/staff/decision): an analyst may request changes, a manager (or admin) may also approve and decline.
 */
export async function decisionRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/applications/:applicationId/decision',
    {
      preValidation: requireRole('requestChanges'),
      schema: { params: applicationParams, body: app.forms.schema('staff/decision') },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = request.body as DecisionBody;
      if (body.decision !== 'REQUEST_CHANGES' && !mayDo(staff.role, 'decide')) {
        throw new ProblemError(403, 'DECISION_NOT_ALLOWED');
      }
      const review = await app.staff.reviews.findByNumber((request.params as { applicationId: string }).applicationId);
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
