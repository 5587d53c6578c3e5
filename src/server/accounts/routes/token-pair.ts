import type { FastifyInstance, FastifyReply } from 'fastify';
import type { User } from '../repositories/users.ts';

/** What login and refresh answer (docs/decisions/0006-product-rules.md#api). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  success: true;
}

/** Answers a new access token with `refreshToken`; tokens must never sit in a cache. */
export function sendTokenPair(
  app: FastifyInstance,
  reply: FastifyReply,
  user: Pick<User, 'id' | 'email' | 'sessionVersion'>,
  refreshToken: string,
): TokenPair {
  reply.header('cache-control', 'no-store');
  return {
    access_token: app.signAccessToken({ id: user.id, email: user.email }, user.sessionVersion),
    refresh_token: refreshToken,
    success: true,
  };
}
