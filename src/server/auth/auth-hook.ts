import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '../errors/problem.ts';
import { isUnder, pathsOf } from '../http/api-paths.ts';

const API_V1 = '/api/v1';

/**
 * The only `/api/v1` areas open without an access token: account creation, login and password recovery, the email
 * links, and the paper forms. Everything else under `/api/v1` needs one; a new anonymous area is a line here.
 */
export const ANONYMOUS_PREFIXES = ['/api/v1/auth', '/api/v1/email', '/api/v1/forms'] as const;
/** The credit department's console checks its own tokens (audience `staff`, src/server/staff/auth/staff-hook.ts). */
const STAFF_PREFIX = '/api/v1/staff';

function needsAccessToken(request: FastifyRequest): boolean {
  return pathsOf(request).some(
    (path) =>
      isUnder(path, API_V1) &&
      !isUnder(path, STAFF_PREFIX) &&
      !ANONYMOUS_PREFIXES.some((prefix) => isUnder(path, prefix)),
  );
}

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
 * Authentication in one place for all `/api/v1` routes: verifies `Authorization: Bearer <access token>` and sets
 * `request.user`. Authorization is not done here: repositories scope every query by `request.user.id`.
 */
export function installAuthHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!needsAccessToken(request)) return;
    try {
      await request.jwtVerify();
    } catch (error) {
      throw tokenProblem(error);
    }
  });
}
