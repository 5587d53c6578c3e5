import type { FastifyInstance } from 'fastify';
import { bearerToken } from './bearer-token.ts';

/**
 * `POST /api/v1/auth/logout` with the refresh token as bearer: its family stops working, so a copy left behind
 * (another tab, a stolen one) cannot be refreshed, and every access token of the account ends at once. Other
 * devices of the person keep their refresh tokens and get a new access token on their next call. Always 204:
 * logging out cannot fail from the person's view.
 */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request);
    const userId = token && (await app.accounts.refreshTokens.revokeFamilyOf(token));
    if (userId) await app.accounts.credentials.endAccessTokens(userId);
    return reply.status(204).send();
  });
}
