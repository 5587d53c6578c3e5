import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginBody, setPasswordBody, setPasswordQuery } from '../../../shared/staff/request-schemas.ts';
import { refuseCommonPassword } from '../../accounts/routes/password-problems.ts';
import { bearerToken } from '../../accounts/routes/bearer-token.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { clientAddressOf, rateLimitClientOf } from '../../abuse/client-address.ts';
import type { StaffClient } from '../auth/staff-auth-service.ts';

/** Who is asking: the address the login throttle counts (as the rate limits do) and the one the audit records. */
const clientOf = (request: FastifyRequest): StaffClient => ({
  client: rateLimitClientOf(clientAddressOf(request)),
  ip: request.ip,
});

/**
 * Staff sign-in, anonymous (mounted at `/api/v1/staff/auth`): setting the password with the one-time link (which
 * answers the TOTP secret to enrol), login with email, password and code, refresh and logout with the refresh
 * token as bearer. Tokens never sit in a cache. Each route is rate limited per client address
 * (abuse/rate-limit-rules.ts), before its body is read.
 */
export async function staffAuthRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/set-password', { schema: { querystring: setPasswordQuery, body: setPasswordBody } }, async (request) => {
    const { password } = request.body;
    refuseCommonPassword(request, 'password', password);
    return app.staffAuth.setPassword(request.query.token, password, clientOf(request));
  });

  app.post('/login', { schema: { body: loginBody } }, async (request) => {
    const { email, password, otp } = request.body;
    return app.staffAuth.login(email, password, otp, clientOf(request));
  });

  app.post('/refresh', async (request) => app.staffAuth.refresh(bearerToken(request)));

  app.post('/logout', async (request, reply) => {
    await app.staffAuth.logout(bearerToken(request));
    return reply.status(204).send();
  });
}
