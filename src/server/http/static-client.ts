import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerPath } from './api-paths.ts';
import { namesFile, prefersJson } from './page-request.ts';

/** Vite puts hashed file names under `assets/`: a changed file gets a new name, so browsers may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on each visit, so a new release shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built client from `dir` (what `vite build` writes to `dist/client`). Returns false, and serves
 * nothing, when there is no build there: the API still works and the log says why pages are missing.
 */
export async function registerStaticClient(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'no built client found (run `npx vite build`): serving the API only');
    return false;
  }
  const assetsDir = join(dir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: dir,
    index: 'index.html',
    redirect: false,
    cacheControl: false,
    // `vite build` writes a `.br` and a `.gz` beside each text file (scripts/vite-plugin-precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });
  return true;
}

/**
 * A GET of a page of the app (`/login`, `/apply/review`, a mistyped path) by anything that does not prefer JSON: a
 * browser, curl, a link checker. The client's router decides what to show, including its own 404 page. A missing
 * file (a script, an image) and a request preferring JSON get a real 404.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerPath(request) &&
    !namesFile(request.url) &&
    !prefersJson(request.headers.accept)
  );
}

/** Answers with the app's `index.html`. */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).sendFile('index.html');
}
