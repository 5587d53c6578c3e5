import type { FastifyRequest } from 'fastify';

/** The token of `Authorization: Bearer <token>` (how the refresh token travels), or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
