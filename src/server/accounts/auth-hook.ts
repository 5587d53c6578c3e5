import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '../errors/problem.ts';
import type { AccessTokenClaims } from './access-tokens.ts';
import { isUnder, pathsOf } from '../http/api-paths.ts';

const API_V1 = '/api/v1';

/**
 * The only `/api/v1` areas open without an access token: account creation, login and password recovery, the email
 * links, the paper forms, the check of a signed PDF, a trade or bank reference's answer and the signer's page of a
 * signing request (their links' tokens are the keys). Everything else under `/api/v1` needs one; a new anonymous
 * area is a line here.
 */
export const ANONYMOUS_PREFIXES = [
  '/api/v1/auth',
  '/api/v1/email',
  '/api/v1/forms',
  '/api/v1/verify',
  '/api/v1/reference',
  '/api/v1/signing',
] as const;

/**
 * Areas under `/api/v1` whose tokens are of another audience, checked by a hook of their own (the staff console's
 * `aud: "staff"` tokens): this hook leaves them alone, and an applicant's token never opens them.
 */
export const SEPARATELY_AUTHENTICATED_PREFIXES = ['/api/v1/staff'] as const;

function needsAccessToken(request: FastifyRequest): boolean {
  const skipped = [...ANONYMOUS_PREFIXES, ...SEPARATELY_AUTHENTICATED_PREFIXES];
  return pathsOf(request).some((path) => isUnder(path, API_V1) && !skipped.some((prefix) => isUnder(path, prefix)));
}

/** A signed, unexpired token whose account is gone or whose session ended (logout, password reset). */
const sessionEnded = () =>
  new ProblemError(401, 'JWT_INVALID', { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });

/**
 * The 401 for a token that failed. Each detail names the JWT: the client refreshes its token on a 401 that
 * mentions it. Errors that are not about the token are rethrown to surface as what they are.
 */
export function tokenProblem(error: unknown): unknown {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') {
    return new ProblemError(401, 'JWT_MISSING', { headers: { 'www-authenticate': 'Bearer' }, cause: error });
  }
  if (!code.startsWith('FST_JWT_') && !code.startsWith('FAST_JWT_')) return error;
  const expired = code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
  return new ProblemError(401, expired ? 'JWT_EXPIRED' : 'JWT_INVALID', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    cause: error,
  });
}

/**
 * Authentication in one place for all `/api/v1` routes: verifies `Authorization: Bearer <access token>` (signature,
 * expiry, audience, issuer) and sets `request.user`; then checks in the database that the account still exists and
 * that the token names its current session version, so logout and a password reset end access at once, at every
 * server. That check is one primary-key read per request, not cached: a cache would let an ended session go on
 * until it expired. Authorization is not done here: repositories scope every query by `request.user.id`.
 */
export function installAuthHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!needsAccessToken(request)) return;
    let claims: AccessTokenClaims;
    try {
      await request.jwtVerify();
      // jwtVerify answers the user (`formatUser`); the verified token's other claims are read back here.
      claims = await request.jwtDecode<AccessTokenClaims>();
    } catch (error) {
      throw tokenProblem(error);
    }
    const current = await app.accounts.credentials.sessionVersion(claims.sub);
    if (current === undefined || current !== claims.ver) throw sessionEnded();
  });
}
