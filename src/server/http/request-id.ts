import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like; anything else could forge or break log lines, so it is replaced. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the proxy's `x-request-id` when it sent a sane one, so logs correlate, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id in every answer, so a person reporting a problem can quote it and we can find its log lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
