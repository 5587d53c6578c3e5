import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isObject } from '../../../shared/form-model/index.ts';
import { recoveryAnswerMatches } from '../recovery-answer.ts';
import { hashSecret } from '../secret-hash.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { refuseCommonPassword } from './password-problems.ts';

/** The link's token arrives as `?token=`; any text is let through to be judged (and refused) as a token. */
const TOKEN_QUERY = { type: 'object', properties: { token: { type: 'string' } } } as const;

const invalidLink = () => new ProblemError(400, 'RESET_LINK_INVALID');

/**
 * The form asks for the new password twice, but the API takes it once (docs/decisions/0006-product-rules.md#api): a
 * body without `confirmPassword` is confirmed by definition, so it is filled in before the form's schema validates the
 * body. A body that sends one must match, as the form requires.
 */
async function confirmedByDefault(request: FastifyRequest): Promise<void> {
  // Before validation the body is whatever arrived.
  const body: unknown = request.body;
  if (isObject(body) && body.confirmPassword === undefined) body.confirmPassword = body.newPassword;
}

/**
 * `GET /api/v1/auth/reset-password?token=` answers the account's recovery question key, for the reset page to
 * ask; `PATCH` with `{ newPassword, passwordRecoveryAnswer }` sets the password when the answer matches (letter
 * case and surrounding space ignored), spends the link and ends every session of the account. Every answer counts
 * against the link before it is checked, as the login throttle counts passwords: 5 answers spend the link, and
 * of a burst sent at once only the first 5 counted are checked; every other answer, like any answer after them,
 * is 400 `RESET_LINK_INVALID`, the answer of an expired, used or forged link. Which answers were checked tells
 * nothing about the right one: only a checked answer can be it.
 */
export async function resetPasswordRoute(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { emailTokens, credentials, refreshTokens, loginThrottle } = app.accounts;
  const { users } = app.repositories;

  /** The link's token and account, while the link is unused, unexpired and has answers left. */
  const openLink = async (token: string | undefined) => {
    const open = token ? await emailTokens.findOpen(token, 'reset_password') : undefined;
    const user = open && (await users.findById(open.userId));
    if (!open || !user) throw invalidLink();
    return { open, user };
  };

  app.get('/reset-password', { schema: { querystring: TOKEN_QUERY } }, async (request, reply) => {
    const { user } = await openLink(request.query.token);
    reply.header('cache-control', 'no-store');
    return { passwordRecoveryQuestionKey: user.recoveryQuestionKey };
  });

  app.patch(
    '/reset-password',
    {
      preValidation: confirmedByDefault,
      schema: { querystring: TOKEN_QUERY, body: app.forms.schema('auth/reset-password') },
    },
    async (request, reply) => {
      const { body } = request;
      const { open, user } = await openLink(request.query.token);
      refuseCommonPassword(request, 'newPassword', body.newPassword);
      // Counted by one conditional UPDATE before the hash is checked: of answers arriving together, those counted
      // after the 5th find the link spent, however many servers share the database.
      if (!(await emailTokens.claimAttempt(open.id))) throw invalidLink();
      if (!(await recoveryAnswerMatches(body.passwordRecoveryAnswer, user.recoveryAnswerHash))) {
        throw new ProblemError(400, 'VALIDATION_FAILED', {
          errors: { passwordRecoveryAnswer: request.t('auth.wrongRecoveryAnswer') },
        });
      }
      const passwordHash = await hashSecret(body.newPassword);
      if (!(await emailTokens.consume(open.id))) throw invalidLink();
      await credentials.setPasswordHash(user.id, passwordHash);
      await refreshTokens.revokeAllOf(user.id);
      await credentials.endAccessTokens(user.id);
      await loginThrottle.clear(user.email);
      return reply.status(204).send();
    },
  );
}
