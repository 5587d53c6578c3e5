import type { FastifyInstance } from 'fastify';
import { isPageNavigation, type AppShell } from '../http/static-client.ts';
import { ProblemError, sendProblem } from './problem.ts';

/**
 * What answers when no route matches: the app's page for a browser navigating to any non-API path (when the
 * client is built), otherwise a 404 problem document.
 */
export function installNotFoundHandler(app: FastifyInstance, options: { appShell: AppShell | undefined }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.appShell && isPageNavigation(request)) return options.appShell(request, reply);
    return sendProblem(request, reply, new ProblemError(404, 'NOT_FOUND'));
  });
}
