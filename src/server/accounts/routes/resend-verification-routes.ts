import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../repositories/users.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { sendVerificationEmail } from '../verification-email.ts';

/**
 * `GET /api/v1/email/resend-verification-email?email=`: a new verification link for an account not yet verified.
 * 429 `RESEND_TOO_SOON` within 2 minutes of the last one; otherwise 200 whether the address has an account or
 * not, and the limit counts every address alike, so neither answer tells which addresses are registered.
 */
export async function resendVerificationRoute(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .get(
      '/resend-verification-email',
      { schema: { querystring: app.forms.schema('auth/send-verification') } },
      async (request) => {
        const email = normalizeEmail(request.query.email);
        const claim = await app.accounts.verificationSends.claim(email);
        if (!claim.claimed)
          throw new ProblemError(429, 'RESEND_TOO_SOON', {
            headers: { 'retry-after': String(claim.retryAfterSeconds) },
          });
        const user = await app.repositories.users.findByEmail(email);
        if (user && !user.emailVerifiedAt) await sendVerificationEmail(app, user.id, user.email, request.language);
        return { success: true };
      },
    );
}
