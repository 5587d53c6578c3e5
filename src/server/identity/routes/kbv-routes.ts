import type { FastifyInstance } from 'fastify';
import type { RouteTypes } from '../../http/route-types.ts';
import type { ApplicantInformationData } from '../../../shared/generated/form-data.ts';
import type { IdentityDetails } from '../provider.ts';
import { ANSWERS_SCHEMA } from './answers-schema.ts';
import { detailedDecisionAnswer } from './detailed-decision.ts';

/** Only the form's own fields reach the service, whatever else the body carries (its `id`, its `kbvStatus`). */
function detailsOf(body: ApplicantInformationData): IdentityDetails {
  const { firstName, lastName, ssn, addressLine1, addressLine2, addressCity, addressState, addressZip, dateOfBirth } =
    body;
  return { firstName, lastName, ssn, addressLine1, addressLine2, addressCity, addressState, addressZip, dateOfBirth };
}

/**
 * Identity verification of step 1 (docs/decisions/0006-product-rules.md#api): the applicant (`/v1/kbvapplicants`) and
 * its knowledge-based questions (`/v1/kbvapplicants/kbv`). Bodies are validated by the step's form schema and the
 * answers schema before a handler runs; every call acts on the access token's user only. Answers are never cached: they
 * hold PII.
 */
export async function kbvRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/kbvapplicants', async (request) => app.kbv.getApplicant(request.user.id));

  app.put('/kbvapplicants', { schema: { body: app.forms.schema('steps/applicant-information') } }, async (request) =>
    app.kbv.saveApplicant(request.user.id, detailsOf(request.body)),
  );

  app.post('/kbvapplicants/kbv', async (request) =>
    detailedDecisionAnswer(await app.kbv.requestQuestions(request.user.id), request.t),
  );

  app.put('/kbvapplicants/kbv', { schema: { body: ANSWERS_SCHEMA } }, async (request) => ({
    kbvStatus: await app.kbv.submitAnswers(request.user.id, request.body.Questions, request.t),
  }));
}
