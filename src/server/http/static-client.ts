import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerPath } from './api-paths.ts';
import { namesFile, prefersJson } from './page-request.ts';
import { createPagePreloads } from './page-preloads.ts';

/** Vite puts hashed file names under `assets/`: a changed file gets a new name, so browsers may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on each visit, so a new release shows at once. */
const REVALIDATE = 'no-cache';

/** Answers a page navigation with the app's `index.html` (see `registerStaticClient`). */
export type AppShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built client from `dir` (what `vite build` writes to `dist/client`) and returns what answers a page
 * navigation. Returns undefined, and serves nothing, when there is no build there: the API still works and the log
 * says why pages are missing.
 */
export async function registerStaticClient(app: FastifyInstance, dir: string): Promise<AppShell | undefined> {
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'no built client found (run `npx vite build`): serving the API only');
    return undefined;
  }
  const assetsDir = join(dir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: dir,
    // `/` is a page like any other: the app shell answers it (through the not-found handler), with its preloads.
    index: false,
    allowedPath: (path) => path !== '/',
    redirect: false,
    cacheControl: false,
    // `vite build` writes a `.br` and a `.gz` beside each text file (scripts/vite-plugin-precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });
  const preloads = createPagePreloads(dir);
  if (!preloads) return (_request, reply) => reply.header('cache-control', REVALIDATE).sendFile('index.html');
  return shellWithPreloads(readFileSync(join(dir, 'index.html'), 'utf8'), preloads);
}

/** The language the client will pick before any choice of the person's: Spanish for `es*`, else English. */
const languageOf = (request: FastifyRequest) =>
  /^\s*es\b/i.test(request.headers['accept-language'] ?? '') ? 'es' : 'en';

/**
 * `index.html` naming, in `<link rel="modulepreload">`, the chunks of the page its address opens (its code, form,
 * widgets and texts, and all they import): the browser fetches them at once with the entry, instead of one level
 * of imports at a time after it ran. Each page's HTML is made and compressed once, on its first request. At a low
 * priority: the first paint needs only the entry, and a preload of the default (high) priority shares a slow line
 * with it (Lighthouse's simulation counted each as one the first paint waits for: a step's FCP 3.5 s, 2.2 s without).
 */
function shellWithPreloads(template: string, preloads: (path: string, language: string) => string[]): AppShell {
  const pages = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();
  return (request, reply) => {
    const files = preloads(new URL(request.url, 'http://page').pathname, languageOf(request));
    const key = files.join(' ');
    let page = pages.get(key);
    if (!page) {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
        .join('');
      const html = template.replace('</head>', `${links}</head>`);
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
      pages.set(key, page);
    }
    reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
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
