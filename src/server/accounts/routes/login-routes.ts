import type { FastifyInstance } from 'fastify';
import { verifyNothing, verifySecret } from '../secret-hash.ts';
import { normalizeEmail } from '../repositories/users.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { sendTokenPair } from './token-pair.ts';

/**
 * `POST /api/v1/auth/login`: 200 with a token pair (a new refresh-token family); 401 `INVALID_CREDENTIALS` for a
 * wrong email or password alike; 403 `EMAIL_NOT_VERIFIED` only once the password was right, so it reveals nothing
 * to someone guessing; 429 after 5 failures for the email within 15 minutes, each attempt counted in the database
 * before its password is hashed (accounts/repositories/login-throttle.ts).
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  const { users } = app.repositories;
  const { loginThrottle, refreshTokens } = app.accounts;

  app
    .withTypeProvider<RouteTypes>()
    .post('/login', { schema: { body: app.forms.schema('auth/login') } }, async (request, reply) => {
      const { body } = request;
      const email = normalizeEmail(body.email);
      const attempt = await loginThrottle.attempt(email);
      if (!attempt.allowed) {
        throw new ProblemError(429, 'TOO_MANY_LOGIN_ATTEMPTS', {
          headers: { 'retry-after': String(attempt.retryAfterSeconds) },
          values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
        });
      }
      const user = await users.findByEmail(email);
      const passwordMatches = user
        ? await verifySecret(body.password, user.passwordHash)
        : await verifyNothing(body.password);
      if (!user || !passwordMatches) throw new ProblemError(401, 'INVALID_CREDENTIALS');
      if (!user.emailVerifiedAt) throw new ProblemError(403, 'EMAIL_NOT_VERIFIED');
      await loginThrottle.clear(email);
      return sendTokenPair(app, reply, user, await refreshTokens.issue(user.id));
    });
}
