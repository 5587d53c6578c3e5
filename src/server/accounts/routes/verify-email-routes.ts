import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../../errors/problem.ts';

/** `?ac=` carries the token; any text is let through to be judged (and refused) as a token. */
const TOKEN_QUERY = { type: 'object', properties: { ac: { type: 'string' } } };

/**
 * `GET /api/v1/email/verify?ac=TOKEN`: spends the link and marks the email verified. An expired, used or forged
 * link is 400 `VERIFICATION_LINK_INVALID`, after which the page offers to send a new one.
 */
export async function verifyEmailRoute(app: FastifyInstance): Promise<void> {
  const { emailTokens, credentials } = app.accounts;

  app.get('/verify', { schema: { querystring: TOKEN_QUERY } }, async (request) => {
    const { ac } = request.query as { ac?: string };
    const open = ac ? await emailTokens.findOpen(ac, 'verify_email') : undefined;
    if (!open || !(await emailTokens.consume(open.id))) throw new ProblemError(400, 'VERIFICATION_LINK_INVALID');
    await credentials.markEmailVerified(open.userId);
    return { success: true };
  });
}
