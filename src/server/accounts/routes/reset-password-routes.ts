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
 * against the link before it is checked: after 5 it takes no more, and each further answer is refused as a wrong
 * one (the GET then says the link is invalid). An expired, used or forged link is 400 `RESET_LINK_INVALID`.
 */
export async function resetPasswordRoute(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { emailTokens, credentials, refreshTokens, loginThrottle } = app.accounts;
  const { users } = app.repositories;

  /** The link's token and account; a link without attempts left opens only for `evenWithoutAttemptsLeft`. */
  const openLink = async (token: string | undefined, evenWithoutAttemptsLeft = false) => {
    const open = token ? await emailTokens.findOpen(token, 'reset_password', { evenWithoutAttemptsLeft }) : undefined;
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
      const { open, user } = await openLink(request.query.token, true);
      refuseCommonPassword(request, 'newPassword', body.newPassword);
      // Counted before the hash is checked; a link out of attempts answers exactly as a wrong answer does, so
      // a burst cannot tell the right answer by a different code.
      const checked =
        (await emailTokens.claimAttempt(open.id)) &&
        (await recoveryAnswerMatches(body.passwordRecoveryAnswer, user.recoveryAnswerHash));
      if (!checked) {
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
