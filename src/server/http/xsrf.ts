import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../errors/problem.ts';
import { isApiRequest } from './api-paths.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';

/** Methods that change something: they must prove the page that sent them could read our cookie. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Equal without telling by its timing how much of a guess was right. Hashing first evens out the lengths. */
function sameToken(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Double-submit cross-site request protection. Every answer to a client without the `XSRF-TOKEN` cookie sets one
 * (random, readable by the page's script, SameSite=Strict). A POST, PUT, PATCH or DELETE under `/api` must send the
 * cookie's value back in `X-XSRF-TOKEN`: another site can make the browser send the cookie, but cannot read it to
 * copy it into a header. Anything else answers 403 `XSRF_MISMATCH`.
 */
export function installXsrfProtection(app: FastifyInstance, options: { secureCookie: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secureCookie,
        // The page's script reads it to copy it into the header: that is the whole point.
        httpOnly: false,
      });
    }
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ProblemError(403, 'XSRF_MISMATCH');
    }
  });
}
