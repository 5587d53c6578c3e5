import type { FastifyRequest } from 'fastify';

/**
 * The paths a request may be judged by: the route Fastify matched and the raw path. Guards check both, so a path
 * that the router reads differently from its text (encoded or odd segments) cannot slip past a prefix rule.
 */
export function pathsOf(request: FastifyRequest): string[] {
  const raw = request.url.split('?')[0];
  const route = request.routeOptions.url;
  return route && route !== raw ? [raw, route] : [raw];
}

/** Whether `path` is `prefix` itself or below it (`prefix` without its trailing slash). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Requests to the JSON API, which answers problems rather than the single-page app. */
export function isApiRequest(request: FastifyRequest): boolean {
  return pathsOf(request).some((path) => isUnder(path, '/api'));
}

/** Paths only the server answers, never with the single-page app: the API and the paper applications' PDFs. */
const SERVER_PREFIXES = ['/api', '/application'] as const;

/** Whether a path is the server's own (an unknown one gets a 404 problem, not the app's page). */
export function isServerPath(request: FastifyRequest): boolean {
  return pathsOf(request).some((path) => SERVER_PREFIXES.some((prefix) => isUnder(path, prefix)));
}
