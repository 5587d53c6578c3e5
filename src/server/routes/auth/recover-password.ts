import type { FastifyInstance } from 'fastify';
import type { RecoverData } from '../../../shared/generated/form-data.ts';
import { normalizeEmail } from '../../db/repositories/users.ts';

/** One reset email per account every 2 minutes at most, so the public form cannot flood an inbox. */
const RESET_EMAIL_INTERVAL_MS = 2 * 60 * 1000;

/**
 * `POST /api/v1/auth/recover-password?email=`: always 200 (CONTRACT.md section 4). A known, verified address gets
 * a link `{PUBLIC_URL}/reset-password?ac=TOKEN` valid for an hour; the email goes out in the background so the
 * answer takes as long either way.
 */
export async function recoverPasswordRoute(app: FastifyInstance): Promise<void> {
  const { emailTokens } = app.accounts;

  app.post('/recover-password', { schema: { querystring: app.forms.schema('auth/recover') } }, async (request) => {
    const email = normalizeEmail((request.query as RecoverData).email);
    const user = await app.repositories.users.findByEmail(email);
    if (
      user?.emailVerifiedAt &&
      !(await emailTokens.issuedRecently(user.id, 'reset_password', RESET_EMAIL_INTERVAL_MS))
    ) {
      const token = await emailTokens.issue(user.id, 'reset_password');
      app.mailer.sendInBackground({
        to: user.email,
        language: request.language,
        template: 'resetPassword',
        actionUrl: app.mailer.link('/reset-password', { ac: token }),
      });
    }
    return { success: true };
  });
}
