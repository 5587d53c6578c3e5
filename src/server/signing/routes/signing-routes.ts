import type { FastifyInstance } from 'fastify';
import { SUBMISSION_BODY_LIMIT_BYTES } from '../../abuse/body-limits.ts';
import { clientAddressOf } from '../../abuse/client-address.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { ANSWERS_SCHEMA } from '../../identity/routes/answers-schema.ts';
import { detailedDecisionAnswer } from '../../identity/routes/detailed-decision.ts';
import { CREATE_BODY, REQUEST_PARAMS, SIGN_BODY, TOKEN_PARAMS } from './signing-schemas.ts';

/**
 * Signing requests (contract section 9). The sender's routes (`/signing-requests`) act on the access token's user
 * only; the signer's (`/signing/{token}`) need no account (an anonymous area of the auth hook): the link's token is the
 * key, and every link that does not work gets the same 404. Answers carry personal data: nothing caches them.
 */
export async function signingRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post('/signing-requests', { schema: { body: CREATE_BODY } }, async (request, reply) => {
    const created = await app.signing.requests.create(
      request.user.id,
      request.user.email,
      request.body.applicantId,
      request.language,
      request.t,
    );
    return reply.status(201).send(created);
  });

  app.get('/signing-requests', async (request) => ({ items: await app.signing.requests.list(request.user.id) }));

  app.delete('/signing-requests/:id', { schema: { params: REQUEST_PARAMS } }, async (request, reply) => {
    await app.signing.requests.revoke(request.user.id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/signing/:token', { schema: { params: TOKEN_PARAMS } }, async (request) =>
    app.signing.signer.view(request.params.token, request.language, request.t),
  );

  app.post('/signing/:token/identity', { schema: { params: TOKEN_PARAMS } }, async (request) =>
    detailedDecisionAnswer(await app.signing.signer.requestQuestions(request.params.token), request.t),
  );

  app.put('/signing/:token/identity', { schema: { params: TOKEN_PARAMS, body: ANSWERS_SCHEMA } }, async (request) =>
    app.signing.signer.submitAnswers(request.params.token, request.body.Questions, request.t),
  );

  app.put(
    '/signing/:token',
    { bodyLimit: SUBMISSION_BODY_LIMIT_BYTES, schema: { params: TOKEN_PARAMS, body: SIGN_BODY } },
    async (request) =>
      app.signing.signer.sign(
        request.params.token,
        request.body,
        { ip: clientAddressOf(request), userAgent: String(request.headers['user-agent'] ?? '') },
        request.language,
        request.t,
      ),
  );
}
