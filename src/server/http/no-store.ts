import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of the routes of `app` (an encapsulated plugin) `Cache-Control: no-store`: they carry
 * personal data that no browser or proxy cache may keep, errors included.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
