import type { FastifyInstance } from 'fastify';
import { bearerToken } from './bearer-token.ts';

/**
 * `POST /api/v1/auth/logout` with the refresh token as bearer: its family stops working, so a copy left behind
 * (another tab, a stolen one) cannot be refreshed. Always 204: logging out cannot fail from the person's view.
 */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (token) await app.accounts.refreshTokens.revokeFamilyOf(token);
    return reply.status(204).send();
  });
}
