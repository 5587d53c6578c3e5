import type { FastifyInstance } from 'fastify';
import type { RegisterData } from '../../../shared/generated/form-data.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { hashRecoveryAnswer } from '../recovery-answer.ts';
import { hashSecret } from '../secret-hash.ts';
import { normalizeEmail, type User } from '../repositories/users.ts';
import { sendVerificationEmail } from '../verification-email.ts';
import { refuseCommonPassword } from './password-problems.ts';

/**
 * `POST /api/v1/auth/register`: 201 for every valid body, whether or not the email has an account
 * (docs/decisions/0005-no-account-enumeration.md). A new address gets the verification email; a registered one gets
 * "you already have an account" instead (at most every 2 minutes, so the form cannot flood an inbox). Both paths hash
 * the password and the answer, and each writes one email to the outbox (sent by its worker), so even the time taken
 * tells little.
 */
export async function registerRoute(app: FastifyInstance): Promise<void> {
  const { users } = app.repositories;
  const { verificationSends } = app.accounts;

  /** The new account; undefined when the email turned out to be taken, also by a request racing this one. */
  const createUser = async (
    body: RegisterData,
    passwordHash: string,
    recoveryAnswerHash: string,
  ): Promise<User | undefined> => {
    const values = {
      email: body.email,
      passwordHash,
      recoveryQuestionKey: body.passwordRecoveryQuestionKey,
      recoveryAnswerHash,
    };
    if (await users.findByEmail(body.email)) return undefined;
    try {
      return await users.create(values);
    } catch (error) {
      if (await users.findByEmail(body.email)) return undefined;
      throw error;
    }
  };

  app
    .withTypeProvider<RouteTypes>()
    .post('/register', { schema: { body: app.forms.schema('auth/register') } }, async (request, reply) => {
      const { body } = request;
      refuseCommonPassword(request, 'password', body.password);
      const email = normalizeEmail(body.email);
      const [passwordHash, recoveryAnswerHash] = await Promise.all([
        hashSecret(body.password),
        hashRecoveryAnswer(body.passwordRecoveryAnswer),
      ]);
      const user = await createUser(body, passwordHash, recoveryAnswerHash);
      if (user) {
        await verificationSends.record(email);
        await sendVerificationEmail(app, user.id, email, request.language);
      } else if ((await verificationSends.claim(email)).claimed) {
        await app.outbox.email({
          to: email,
          language: request.language,
          template: 'accountExists',
          actionUrl: app.mailer.link('/login/continue'),
        });
      }
      return reply.status(201).send({ success: true });
    });
}
