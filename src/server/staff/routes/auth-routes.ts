import type { FastifyInstance } from 'fastify';
import { refuseCommonPassword } from '../../accounts/routes/password-problems.ts';
import { bearerToken } from '../../accounts/routes/bearer-token.ts';
import { loginBody, setPasswordBody, setPasswordQuery } from '../request-schemas.ts';

/**
 * Staff sign-in, anonymous (mounted at `/api/v1/staff/auth`): setting the password with the one-time link (which
 * answers the TOTP secret to enrol), login with email, password and code, refresh and logout with the refresh
 * token as bearer. Tokens never sit in a cache.
 */
export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/set-password', { schema: { querystring: setPasswordQuery, body: setPasswordBody } }, async (request) => {
    const { password } = request.body as { password: string };
    refuseCommonPassword(request, 'password', password);
    return app.staffAuth.setPassword((request.query as { token: string }).token, password);
  });

  app.post('/login', { schema: { body: loginBody } }, async (request) => {
    const { email, password, otp } = request.body as { email: string; password: string; otp: string };
    return app.staffAuth.login(email, password, otp);
  });

  app.post('/refresh', async (request) => app.staffAuth.refresh(bearerToken(request)));

  app.post('/logout', async (request, reply) => {
    await app.staffAuth.logout(bearerToken(request));
    return reply.status(204).send();
  });
}
