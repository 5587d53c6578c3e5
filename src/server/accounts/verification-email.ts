import type { FastifyInstance } from 'fastify';
import type { Language } from '../i18n/server-i18n.ts';

/**
 * Issues a new email-verification token for the user (earlier links stop working) and writes the email with its
 * link `{PUBLIC_URL}/verify-email?ac=TOKEN` to the outbox in the same transaction; the outbox's worker sends it.
 */
export async function sendVerificationEmail(
  app: FastifyInstance,
  userId: string,
  email: string,
  language: Language,
): Promise<void> {
  await app.accounts.emailTokens.issue(userId, 'verify_email', (trx, token) =>
    app.outbox.email(
      { to: email, language, template: 'verifyEmail', actionUrl: app.mailer.link('/verify-email', { ac: token }) },
      trx,
    ),
  );
  app.outbox.wake();
}
