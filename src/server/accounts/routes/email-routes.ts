import type { FastifyInstance } from 'fastify';
import { resendVerificationRoute } from './resend-verification-routes.ts';
import { verifyEmailRoute } from './verify-email-routes.ts';

/** The email-link routes under `/api/v1/email`, open without an access token (see accounts/auth-hook.ts). */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  await app.register(verifyEmailRoute);
  await app.register(resendVerificationRoute);
}
