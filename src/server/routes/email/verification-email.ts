import type { FastifyInstance } from 'fastify';
import type { Language } from '../../i18n/server-i18n.ts';

/**
 * Issues a new email-verification token for the user (earlier links stop working) and sends its link
 * `{PUBLIC_URL}/verify-email?ac=TOKEN` in the background.
 */
export async function sendVerificationEmail(
  app: FastifyInstance,
  userId: string,
  email: string,
  language: Language,
): Promise<void> {
  const token = await app.accounts.emailTokens.issue(userId, 'verify_email');
  app.mailer.sendInBackground({
    to: email,
    language,
    template: 'verifyEmail',
    actionUrl: app.mailer.link('/verify-email', { ac: token }),
  });
}
