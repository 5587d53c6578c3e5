import type { FastifyInstance } from 'fastify';
import { SUBMISSION_BODY_LIMIT_BYTES } from '../../abuse/body-limits.ts';
import { clientAddressOf } from '../../abuse/client-address.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { autoApproveOnSubmit } from '../../policy/auto-approval.ts';

/** How much of the User-Agent header the certificate of completion keeps. */
const USER_AGENT_MAX = 300;

/**
 * `PUT /api/v1/terms`: submits the signed application (docs/decisions/0006-product-rules.md#submission). The submit
 * form's schema checks the body (agreements ticked, a signature per entry); the service checks the steps are saved and
 * the signatures are real PNGs, and answers the Application ID, the same one however often the request is repeated.
 */
export async function putTermsRoute(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .put(
      '/terms',
      { bodyLimit: SUBMISSION_BODY_LIMIT_BYTES, schema: { body: app.forms.schema('steps/submit') } },
      async (request, reply) => {
        const applicationId = await app.submissions.submit({
          userId: request.user.id,
          email: request.user.email,
          language: request.language,
          clientIp: clientAddressOf(request),
          // Bounded: the certificate prints it, and a header can hold kilobytes.
          userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
          body: request.body,
        });
        await autoApproveOnSubmit(app, applicationId);
        reply.header('cache-control', 'no-store');
        return { applicationId };
      },
    );
}
