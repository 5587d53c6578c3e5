import type { FastifyInstance } from 'fastify';
import { decisionBodyOf } from '../../../shared/staff/decision.ts';
import { applicationParams } from '../../../shared/staff/request-schemas.ts';
import { mayDo } from '../../../shared/staff/roles.ts';
import type { LetterPreview } from '../../../shared/staff/staff-answers.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { createTranslators, type Language } from '../../i18n/server-i18n.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { checkDecision } from '../decisions/decision-checks.ts';
import { letterInputOf } from '../decisions/decision-letter.ts';
import { letterBlocks } from '../letters/letter-pdf.ts';

/**
 * `POST /applications/{applicationId}/decision`, its body validated by the decision form an analyst edits
 * (schemas/staff/decision): an analyst may request changes, a manager (or admin) may also approve and decline.
 * `POST …/decision/letter` takes the same body and answers the letter that decision would send, for the manager to
 * read before confirming: it sends, stores and records nothing.
 */
export async function decisionRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const translators = createTranslators();
  const schema = { params: applicationParams, body: app.forms.schema('staff/decision') };
  const reviewOf = async (applicationId: string) => {
    const review = await app.staff.reviews.findByNumber(applicationId);
    if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
    return review;
  };

  app.post(
    '/applications/:applicationId/decision',
    { preValidation: requireRole('requestChanges'), schema },
    async (request) => {
      const staff = staffOf(request);
      const body = decisionBodyOf(request.body);
      if (body.decision !== 'REQUEST_CHANGES' && !mayDo(staff.role, 'decide')) {
        throw new ProblemError(403, 'DECISION_NOT_ALLOWED');
      }
      const review = await reviewOf(request.params.applicationId);
      const stored = await app.staff.decisions.decide(review, staff, body, request);
      return {
        id: stored.id,
        decision: stored.decision,
        ...(JSON.parse(stored.body) as Record<string, unknown>),
        decidedAt: stored.decided_at,
        letter: stored.letter_pdf_base64 !== null,
      };
    },
  );

  app.post(
    '/applications/:applicationId/decision/letter',
    { preValidation: requireRole('decide'), schema },
    async (request, reply): Promise<LetterPreview> => {
      const body = decisionBodyOf(request.body);
      if (body.decision === 'REQUEST_CHANGES') throw new ProblemError(400, 'NO_LETTER');
      const review = await reviewOf(request.params.applicationId);
      await checkDecision(app.staff.reviews, review, body, request.t);
      const language = review.language as Language;
      reply.header('cache-control', 'no-store');
      return { language, blocks: letterBlocks(letterInputOf(review, body, translators[language])) };
    },
  );
}
