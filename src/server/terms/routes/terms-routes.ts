import type { FastifyInstance } from 'fastify';
import type { TermsTexts } from '../terms-texts.ts';

/** `GET /api/v1/terms`: the payment terms, general terms and personal guaranty in the request's language. */
export async function getTermsRoute(app: FastifyInstance, options: { texts: TermsTexts }): Promise<void> {
  app.get('/terms', async (request, reply) => {
    // The texts change only with a deployment; a day of caching spares a request per visit of the submit step.
    reply.header('cache-control', 'private, max-age=86400').header('vary', 'Accept-Language');
    return options.texts[request.language];
  });
}
