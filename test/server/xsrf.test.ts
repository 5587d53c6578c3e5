import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from './helpers/database-suite.ts';
import { createTestApp, xsrfHeaders } from '../../scripts/lib/server-harness/test-app.ts';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

describeOnSqlite('XSRF double submit on $name', (suite) => {
  beforeAll(async () => {
    // An anonymous area, so that only the XSRF check stands between the request and the handler.
    suite.app.route({
      method: [...WRITES, 'GET'],
      url: '/api/v1/auth/test-write',
      handler: async () => ({ done: true }),
    });
    await suite.app.ready();
  });

  it('sets a random XSRF-TOKEN cookie the page can read, when the client has none', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/api/health' });
    const second = await suite.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(second.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).not.toBe(cookie?.value);
  });

  it('keeps the cookie the client already has', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'XSRF-TOKEN=kept' },
    });
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('lets reads through without the header', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/auth/test-write' });
    expect(response.statusCode).toBe(200);
  });

  it.each(WRITES)('lets a %s through when the header echoes the cookie', async (method) => {
    const response = await suite.app.inject({ method, url: '/api/v1/auth/test-write', headers: xsrfHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
  });

  it.each(
    WRITES.flatMap((method) => [
      { method, case: 'no cookie and no header', headers: {} },
      { method, case: 'a cookie but no header', headers: { cookie: 'XSRF-TOKEN=abc' } },
      { method, case: 'a header but no cookie', headers: { 'x-xsrf-token': 'abc' } },
      { method, case: 'a header that differs', headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' } },
      { method, case: 'a header of another length', headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abcd' } },
    ]),
  )('refuses a $method with $case', async ({ method, headers }) => {
    const response = await suite.app.inject({ method, url: '/api/v1/auth/test-write', headers });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 403, code: 'XSRF_MISMATCH' });
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const secureApp = await createTestApp(suite.database.url, { env: { PUBLIC_URL: 'https://credit.example.com' } });
    try {
      const response = await secureApp.inject({ method: 'GET', url: '/api/health' });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});
