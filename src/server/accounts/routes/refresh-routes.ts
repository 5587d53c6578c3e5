import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../../errors/problem.ts';
import { bearerToken } from './bearer-token.ts';
import { sendTokenPair } from './token-pair.ts';

const refused = () =>
  new ProblemError(401, 'REFRESH_TOKEN_INVALID', { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });

/**
 * `POST /api/v1/auth/refresh` with the refresh token as bearer: the next token pair of its family. A used token
 * revokes the family (someone replayed a copy); any refusal is 401, on which the client logs out.
 */
export async function refreshRoute(app: FastifyInstance): Promise<void> {
  const { refreshTokens } = app.accounts;

  app.post('/refresh', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw refused();
    const result = await refreshTokens.rotate(token);
    if (result.outcome === 'reused')
      request.log.warn({ userId: result.userId }, 'a used refresh token was presented again: its family is revoked');
    if (result.outcome !== 'rotated') throw refused();
    const user = await app.repositories.users.findById(result.userId);
    if (!user) throw refused();
    return sendTokenPair(app, reply, user, result.refreshToken);
  });
}
