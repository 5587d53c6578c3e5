import type { FastifyRequest } from 'fastify';
import { ANONYMOUS_PREFIXES } from '../accounts/auth-hook.ts';
import { isUnder } from '../http/api-paths.ts';

/** How many requests one client may make under a rule per fixed window. */
export interface RateLimitRule {
  /** Names the counter: the route it guards (`POST /api/v1/auth/login`), or the area for a shared one. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The staff console's sign-in: anonymous too (its other routes need a staff token). */
const STAFF_AUTH_PREFIX = '/api/v1/staff/auth';

/**
 * Where anyone may call without an access token: the anonymous API areas, the staff sign-in and the paper
 * applications' PDFs. Every route below them is rate limited; a route without a rule of its own gets `DEFAULT_RULE`.
 */
export const RATE_LIMITED_PREFIXES = [
  ...ANONYMOUS_PREFIXES,
  STAFF_AUTH_PREFIX,
  '/api/v1/staff/oidc',
  '/application',
] as const;

/**
 * Per client address, per minute. Tight where a request costs a password hash or sends an email (whose
 * per-address limits in `accounts/` protect an inbox but not the server), loose where a page load asks (the
 * forms page) or a person downloads several states' forms. Generous enough for an office behind one address.
 */
const ROUTE_RULES: Record<string, number> = {
  'POST /api/v1/auth/register': 20,
  'POST /api/v1/auth/login': 30,
  'POST /api/v1/auth/refresh': 60,
  'POST /api/v1/auth/logout': 60,
  'POST /api/v1/auth/recover-password': 10,
  'GET /api/v1/auth/reset-password': 30,
  'PATCH /api/v1/auth/reset-password': 20,
  'GET /api/v1/email/verify': 30,
  'GET /api/v1/email/resend-verification-email': 10,
  'GET /api/v1/staff/oidc/start': 30,
  'GET /api/v1/staff/oidc/callback': 30,
  'POST /api/v1/staff/oidc/exchange': 30,
  'GET /application/:file': 150,
  // Each check hashes up to 5 MB: a person checks a copy or two, not dozens a minute.
  'POST /api/v1/verify': 30,
  // A signer asks for questions, answers and signs once or twice: more is a script (each asks the identity provider).
  'POST /api/v1/signing/:token/identity': 20,
  'PUT /api/v1/signing/:token/identity': 20,
  'PUT /api/v1/signing/:token': 20,
  // A reference answers or declines once; more from one address is someone trying links.
  'PUT /api/v1/reference/:token': 20,
  // A credit department is a handful of people signing in a few times a day: one address trying more than 10
  // staff logins a minute (each a scrypt hash) is guessing, not working.
  [`POST ${STAFF_AUTH_PREFIX}/login`]: 10,
  [`POST ${STAFF_AUTH_PREFIX}/set-password`]: 10,
  [`POST ${STAFF_AUTH_PREFIX}/refresh`]: 60,
  [`POST ${STAFF_AUTH_PREFIX}/logout`]: 60,
};

/** Any other anonymous route (the forms page's calls, and whatever is added under an anonymous prefix). */
const DEFAULT_LIMIT = 120;

/**
 * The rule of the route `request` matched, or undefined where no limit applies: routes that need an access token
 * (the token names a person, and their own limits apply), unmatched paths (a 404 costs nothing), and the health
 * check, which load balancers poll and which must tell the truth about the database rather than about a counter.
 */
export function rateLimitRuleOf(request: FastifyRequest): RateLimitRule | undefined {
  const route = request.routeOptions.url;
  if (!route || !RATE_LIMITED_PREFIXES.some((prefix) => isUnder(route, prefix))) return undefined;
  // HEAD runs the GET handler (Fastify answers it from the GET route): it shares the GET's counter.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const name = `${method} ${route}`;
  return { name, limit: ROUTE_RULES[name] ?? DEFAULT_LIMIT, windowMs: MINUTE };
}
