import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../errors/problem.ts';
import { isApiRequest } from './api-paths.ts';

/** Control characters, NUL first: no file or route of the app has one in its name. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Refuses, before the static file server or the app's pages see it, a path that names no file of the app: one that
 * does not decode (`%zz`) or decodes to control characters (`%00`) is a bad request (400); one with an empty
 * segment (`//etc/passwd`) or a step up (`..`, also spelt `%2e%2e` or with `%2f`) is not there (404). These are a
 * client's mistakes or probes, logged as refusals, never as the server's errors. API routes are left to their own
 * parameter schemas, which name what is wrong.
 */
export function installPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isApiRequest(request)) return;
    const path = request.url.split('?')[0];
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new ProblemError(400, 'BAD_REQUEST');
    }
    if (CONTROL.test(decoded)) throw new ProblemError(400, 'BAD_REQUEST');
    if (path.includes('//') || decoded.split(/[\\/]/).includes('..')) throw new ProblemError(404, 'NOT_FOUND');
  });
}
