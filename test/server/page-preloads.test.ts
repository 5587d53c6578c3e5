import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from './helpers/database-suite.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body></body></html>';

/**
 * A build manifest shaped as `vite build` writes it (keys from `src/app`), for the modules of the business
 * information step and of the account pages: the entry with a chunk of its own, and the step's chunks sharing one.
 * The wizard's page imports its steps' code by `import()` (src/app/steps/index.ts): a dynamic import, which the
 * manifest lists apart from `imports`.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
  '_rjsf.js': { file: 'assets/rjsf-1.js', imports: ['_shared.js'] },
  'pages/ApplicationPage.tsx': {
    file: 'assets/ApplicationPage-1.js',
    imports: ['_shared.js', '_runtime.js'],
    dynamicImports: ['steps/DataEntryStep.tsx'],
  },
  'steps/DataEntryStep.tsx': { file: 'assets/DataEntryStep-1.js', imports: ['_rjsf.js'] },
  // The load of the application App.tsx starts beside the page: a dynamic entry of its own, over a shared chunk.
  'application/credit-app.ts': { file: 'assets/credit-app-1.js', imports: ['_load.js'] },
  '_load.js': { file: 'assets/load-1.js' },
  '../../virtual:forms/steps/business-information': { file: 'assets/business-information-1.js' },
  '../../virtual:forms/steps/applicants': { file: 'assets/applicants-1.js' },
  '../widgets/data-entry.ts': { file: 'assets/data-entry-1.js', imports: ['_shared.js'] },
  'texts/account-en.ts': { file: 'assets/account-en-1.js' },
  'texts/pages-en.ts': { file: 'assets/pages-en-1.js' },
  'texts/account-es.ts': { file: 'assets/account-es-1.js' },
  'texts/pages-es.ts': { file: 'assets/pages-es-1.js' },
  'pages/account/RegisterPage.tsx': { file: 'assets/RegisterPage-1.js', imports: ['_shared.js'] },
  '../../virtual:forms/auth/register': { file: 'assets/register-1.js' },
  'link-pages.tsx': { file: 'assets/link-pages-1.js' },
  'signing/SignPage.tsx': { file: 'assets/SignPage-1.js', imports: ['_shared.js'] },
};

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/(assets\/[^"]+)">/g)].map(
    (match) => match[1],
  );

/**
 * The page a step's address serves names that step's chunks for the browser to fetch at once (issue 28): its page,
 * form, widgets and texts and what they import, not the entry's, which the page's script tag already names.
 */
describeOnSqlite('the pages name their chunks on $name', (suite) => {
  let clientDir: string;
  suite.appOptions(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    return { clientDir };
  });
  beforeAll(async () => {
    await suite.app.ready();
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  const page = (url: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("preloads a step's frame, and an account page's chunks with its form, in the page's language", async () => {
    const step = await page('/apply/business-information?from=email', { 'accept-encoding': 'br' });
    expect(step.statusCode).toBe(200);
    expect(step.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(step.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(step.rawPayload).toString();
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX_HTML);
    // The frame and the step's heading (its largest paint) only: the step's component, form and widgets come after.
    expect(preloadsOf(html).sort()).toEqual(
      [
        'assets/ApplicationPage-1.js',
        'assets/credit-app-1.js',
        'assets/load-1.js',
        'assets/shared-1.js',
        'assets/account-en-1.js',
        'assets/pages-en-1.js',
      ].sort(),
    );
    const spanish = (await page('/apply/business-information', { 'accept-language': 'es-MX,es;q=0.9' })).body;
    expect(preloadsOf(spanish)).toEqual(expect.arrayContaining(['assets/account-es-1.js', 'assets/pages-es-1.js']));
    expect(preloadsOf(spanish)).not.toContain('assets/pages-en-1.js');

    expect(preloadsOf((await page('/apply/applicants')).body)).toEqual(preloadsOf(html));
    expect(preloadsOf((await page('/login')).body).sort()).toEqual(
      ['assets/RegisterPage-1.js', 'assets/shared-1.js', 'assets/register-1.js', 'assets/account-en-1.js'].sort(),
    );
    // A page reached from a link: its routes' chunk (src/app/link-pages.tsx) and its own, at once.
    expect(preloadsOf((await page('/sign?token=x')).body)).toEqual(
      expect.arrayContaining(['assets/link-pages-1.js', 'assets/SignPage-1.js', 'assets/shared-1.js']),
    );
    // The application's start and a page the router answers with its own 404 page.
    expect(preloadsOf((await page('/')).body)).toEqual(
      expect.arrayContaining(['assets/ApplicationPage-1.js', 'assets/credit-app-1.js']),
    );
    expect(preloadsOf((await page('/no-such-page')).body)).toEqual([]);
  });
});
