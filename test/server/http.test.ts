import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnSqlite } from './helpers/database-suite.ts';
import { testDatabaseKinds } from '../../scripts/lib/server-harness/databases.ts';
import { captureLog } from './helpers/log-capture.ts';
import { createTestApp, xsrfHeaders } from '../../scripts/lib/server-harness/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body>app</body></html>';

const APP_JS = 'console.log("app")';

/** A stand-in for `dist/client`: what `vite build` writes, reduced to what the server cares about. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-1234.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'app-1234.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describeOnSqlite('HTTP basics on $name', (suite) => {
  let clientDir: string;

  suite.appOptions(async () => {
    clientDir = fakeClientBuild();
    return { clientDir };
  });
  beforeAll(async () => {
    suite.app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    suite.app.get('/api/test/upstream-404', async () => {
      throw Object.assign(new Error('the vendor answered 404'), { statusCode: 404 });
    });
    suite.app.post('/api/test/echo', async (request) => request.body);
    await suite.app.ready();
  });
  afterAll(async () => {
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers the health check once the database answers', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', outbox: { pending: 0, failed: 0 } });
  });

  it('sends a strict Content-Security-Policy with the page', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/login/continue?emailVerified=true', '/apply/business-information', '/no/such/page'])(
    'answers the page %s with the app, whose router shows it',
    async (url) => {
      const response = await suite.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['curl (*/*)', '/login', { accept: '*/*' }],
    ['a client sending no Accept', '/apply/review', {}],
    ['a link checker', '/forms?state=MO', { accept: 'text/html;q=0.9, application/json;q=0.5' }],
    ['a client naming HTML and JSON alike', '/login', { accept: 'application/json, text/html' }],
  ])('answers a page to %s', async (_case, url, headers) => {
    const response = await suite.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', undefined, (body: Buffer) => body],
  ])('sends the copy compressed at build time that the browser accepts (%s)', async (accepted, encoding, decode) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(APP_JS);
  });

  it.each([
    ['a missing script', '/assets/missing-5678.js', { accept: '*/*' }],
    ['an unknown API route', '/api/nope', html],
    ['an unknown API v1 route (anonymous area)', '/api/v1/auth/nope', {}],
    ['a missing file asked for by curl', '/brand/missing.svg', { accept: '*/*' }],
    ['a page asked for as JSON', '/login', { accept: 'application/json' }],
    ['a page asked for as a problem document', '/login', { accept: 'application/problem+json, text/html;q=0.5' }],
  ])('answers %s with a 404 problem, not the page', async (_case, url, headers) => {
    const response = await suite.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', title: 'Not found', instance: url });
  });

  it('answers in Spanish when the browser prefers it', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(response.json()).toMatchObject({ title: 'No encontrado', detail: 'No hay nada en esta dirección.' });
  });

  it('echoes a sane x-request-id in the answer and the problem, and replaces a strange one', async () => {
    const kept = await suite.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'proxy-42' } });
    expect(kept.headers['x-request-id']).toBe('proxy-42');
    expect(kept.json().requestId).toBe('proxy-42');
    const replaced = await suite.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\nfake log line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a server fault with a problem that reveals nothing of it', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const problem = response.json();
    expect(problem).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', type: 'urn:problem-type:internal-error' });
    expect(problem.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/hunter2|stack|at .*\.ts/);
  });

  it('does not pass on the status of an error that is not about this request', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/test/upstream-404' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it.each([
    { case: 'malformed JSON', contentType: 'application/json', payload: '{"email":', status: 400, code: 'BAD_REQUEST' },
    { case: 'an empty JSON body', contentType: 'application/json', payload: '', status: 400, code: 'BAD_REQUEST' },
    {
      case: 'a content type the API does not read',
      contentType: 'application/xml',
      payload: '<a/>',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      case: 'a body over the size limit',
      contentType: 'application/json',
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
  ])('answers $case with a $status problem', async ({ contentType, payload, status, code }) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType, ...xsrfHeaders() },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status, code });
  });
});

describe('without a built client', () => {
  it('still serves the API and says in the log why pages are missing', async () => {
    const [kind] = testDatabaseKinds();
    const database = await kind.create();
    const log = captureLog();
    const app = await createTestApp(database.url, { env: { LOG_LEVEL: 'warn' }, logStream: log.stream });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/login', headers: html })).statusCode).toBe(404);
      expect(log.text()).toContain('no built client found');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
