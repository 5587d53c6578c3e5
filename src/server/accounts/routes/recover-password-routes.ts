import type { FastifyInstance } from 'fastify';
import type { RouteTypes } from '../../http/route-types.ts';
import type { Language } from '../../i18n/server-i18n.ts';
import { normalizeEmail } from '../repositories/users.ts';

/**
 * `POST /api/v1/auth/recover-password?email=`: always 200 (docs/decisions/0006-product-rules.md#accounts). A known,
 * verified address gets a link `{PUBLIC_URL}/reset-password?ac=TOKEN` valid for an hour. The answer is sent before the
 * address is even looked up: everything that differs between a known and an unknown email (the lookup, the token, the
 * email written to the outbox with it in one transaction) happens after it, so the time taken is the same for both.
 * Closing the app waits for that work.
 */
export async function recoverPasswordRoute(app: FastifyInstance): Promise<void> {
  const { emailTokens, verificationSends } = app.accounts;
  const pending = new Set<Promise<void>>();

  const sendResetLink = async (email: string, language: Language) => {
    const user = await app.repositories.users.findByEmail(email);
    // One reset email per account every 2 minutes at most, so the public form cannot flood an inbox; the slot is
    // taken atomically, so requests at once (at any server) send one.
    if (!user?.emailVerifiedAt || !(await verificationSends.claim(email, 'passwordReset')).claimed) return;
    await emailTokens.issue(user.id, 'reset_password', (trx, token) =>
      app.outbox.email(
        {
          to: user.email,
          language,
          template: 'resetPassword',
          actionUrl: app.mailer.link('/reset-password', { ac: token }),
        },
        trx,
      ),
    );
    app.outbox.wake();
  };

  app.addHook('onClose', async () => void (await Promise.allSettled([...pending])));

  app.withTypeProvider<RouteTypes>().post(
    '/recover-password',
    {
      schema: { querystring: app.forms.schema('auth/recover') },
      // After the answer went out, and only for an answered request (not one refused as invalid).
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const email = normalizeEmail(request.query.email);
        const work = sendResetLink(email, request.language)
          .catch((error: unknown) => request.log.error({ err: error }, 'reset link could not be issued'))
          .finally(() => pending.delete(work));
        pending.add(work);
      },
    },
    async () => ({ success: true }),
  );
}
