import type { FastifyInstance } from 'fastify';
import { localizedErrorMap } from '../../../shared/field-errors.ts';
import type { JsonObject } from '../../../shared/schema-bundle.ts';
import { ApplicantSecretsError } from '../applicant-secrets.ts';
import { ApplicationLockedError } from '../credit-app-service.ts';
import { SECTIONS, sectionSchema } from '../sections.ts';
import { ProblemError } from '../../errors/problem.ts';
import { applicantDecision } from '../../staff/applicant-decision.ts';
import { noStore } from '../../http/no-store.ts';

/**
 * The credit application (mounted at `/api/v1`): `GET /credit-app` creates the user's draft on first call and
 * answers it with SSNs and birth dates masked; each section has a `PUT` whose body the section's form schema
 * validates before the handler runs (400 with a message per field, nothing stored). A saved application answers
 * 409 to every `PUT`. Answers carry personal data, so no cache keeps them.
 */
export async function creditAppRoutes(app: FastifyInstance): Promise<void> {
  const service = app.creditApps;
  noStore(app);

  // Once submitted, the application also tells its Application ID (the confirmation page, opened again) and,
  // once the credit department decided, what the applicant may read of the decision.
  app.get('/credit-app', async (request) => {
    const view = await service.view(request.user.id);
    if (view.status === 'DRAFT') return view;
    const decision = await applicantDecision(app.staff.reviews, view.id, view.status);
    return {
      ...view,
      applicationId: await app.submissions.applicationNumber(request.user.id),
      ...(decision ? { decision } : {}),
    };
  });

  // The approval or decline letter, as emailed.
  app.get('/credit-app/letter.pdf', async (request, reply) => {
    const view = await service.view(request.user.id);
    const latest = await app.staff.reviews.latestDecision(view.id);
    if (view.status === 'DRAFT' || !latest?.letter_pdf_base64) throw new ProblemError(404, 'DOCUMENT_NOT_FOUND');
    return reply
      .header('content-disposition', 'attachment; filename="letter.pdf"')
      .type('application/pdf')
      .send(Buffer.from(latest.letter_pdf_base64, 'base64'));
  });

  // Each section's `PUT`, as the data steps of schemas/wizard.json declare them.
  for (const { path, name } of Object.values(SECTIONS)) {
    const schema = sectionSchema(app.forms, name);
    app.put(path, { schema: { body: schema } }, async (request) => {
      try {
        return await service.save(request.user.id, name, request.body);
      } catch (error) {
        if (error instanceof ApplicationLockedError)
          throw new ProblemError(409, 'APPLICATION_SUBMITTED', { cause: error });
        if (error instanceof ApplicantSecretsError) {
          const uiSchema = (app.forms.forSchema(schema)?.form.uiSchema ?? {}) as JsonObject;
          throw new ProblemError(400, 'VALIDATION_FAILED', {
            errors: localizedErrorMap(error.fieldErrors, uiSchema, request.t),
            cause: error,
          });
        }
        throw error;
      }
    });
  }
}
