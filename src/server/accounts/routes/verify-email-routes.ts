import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';

/** `?ac=` carries the token; any text is let through to be judged (and refused) as a token. */
const TOKEN_QUERY = { type: 'object', properties: { ac: { type: 'string' } } } as const;

/**
 * `GET /api/v1/email/verify?ac=TOKEN`: spends the link and marks the email verified. An expired, used or forged
 * link is 400 `VERIFICATION_LINK_INVALID`, after which the page offers to send a new one.
 */
export async function verifyEmailRoute(app: FastifyInstance): Promise<void> {
  const { emailTokens, credentials } = app.accounts;

  app.withTypeProvider<RouteTypes>().get('/verify', { schema: { querystring: TOKEN_QUERY } }, async (request) => {
    const { ac } = request.query;
    const open = ac ? await emailTokens.findOpen(ac, 'verify_email') : undefined;
    if (!open || !(await emailTokens.consume(open.id))) throw new ProblemError(400, 'VERIFICATION_LINK_INVALID');
    await credentials.markEmailVerified(open.userId);
    return { success: true };
  });
}
