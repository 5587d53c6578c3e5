import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { RATE_LIMITED_PREFIXES } from '../../../src/server/abuse/rate-limit-rules.ts';
import { isUnder } from '../../../src/server/http/api-paths.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp, xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';

/**
 * Every anonymous endpoint, each with a request it answers quickly (mostly a refusal of the body or query: the
 * limit counts requests before they are read, so what they carry does not matter). A route added under an
 * anonymous prefix fails the coverage test below until it is listed here.
 */
const ANONYMOUS_ENDPOINTS: Array<{ method: InjectOptions['method']; url: string; route: string }> = [
  { method: 'POST', url: '/api/v1/auth/register', route: '/api/v1/auth/register' },
  { method: 'POST', url: '/api/v1/auth/login', route: '/api/v1/auth/login' },
  { method: 'POST', url: '/api/v1/auth/refresh', route: '/api/v1/auth/refresh' },
  { method: 'POST', url: '/api/v1/auth/logout', route: '/api/v1/auth/logout' },
  { method: 'POST', url: '/api/v1/auth/recover-password', route: '/api/v1/auth/recover-password' },
  { method: 'GET', url: '/api/v1/auth/reset-password', route: '/api/v1/auth/reset-password' },
  { method: 'PATCH', url: '/api/v1/auth/reset-password', route: '/api/v1/auth/reset-password' },
  { method: 'GET', url: '/api/v1/email/verify', route: '/api/v1/email/verify' },
  { method: 'GET', url: '/api/v1/email/resend-verification-email', route: '/api/v1/email/resend-verification-email' },
  { method: 'GET', url: '/api/v1/forms/taxExemption', route: '/api/v1/forms/taxExemption' },
  { method: 'GET', url: '/api/v1/forms/config', route: '/api/v1/forms/config' },
  { method: 'POST', url: '/api/v1/verify', route: '/api/v1/verify' },
  { method: 'GET', url: '/api/v1/staff/oidc/config', route: '/api/v1/staff/oidc/config' },
  { method: 'GET', url: '/api/v1/signing/no-such-link', route: '/api/v1/signing/:token' },
  { method: 'PUT', url: '/api/v1/signing/no-such-link', route: '/api/v1/signing/:token' },
  { method: 'POST', url: '/api/v1/signing/no-such-link/identity', route: '/api/v1/signing/:token/identity' },
  { method: 'PUT', url: '/api/v1/signing/no-such-link/identity', route: '/api/v1/signing/:token/identity' },
  { method: 'GET', url: '/api/v1/reference/no-such-link', route: '/api/v1/reference/:token' },
  { method: 'PUT', url: '/api/v1/reference/no-such-link', route: '/api/v1/reference/:token' },
  { method: 'GET', url: '/application/XX-ENG.pdf', route: '/application/:file' },
  { method: 'POST', url: '/api/v1/staff/auth/login', route: '/api/v1/staff/auth/login' },
  { method: 'POST', url: '/api/v1/staff/auth/set-password', route: '/api/v1/staff/auth/set-password' },
  { method: 'POST', url: '/api/v1/staff/auth/refresh', route: '/api/v1/staff/auth/refresh' },
  { method: 'POST', url: '/api/v1/staff/auth/logout', route: '/api/v1/staff/auth/logout' },
];

/**
 * The limits count in windows of whole minutes of the clock: a test that crossed a minute's end would see its
 * counters start again, and no 429. For the whole file the clock (`Date` only: timers run as usual) stands still,
 * a second into a minute.
 */
beforeAll(() => {
  const MINUTE = 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / MINUTE) * MINUTE + 1000 });
});
afterAll(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
/** A client address no other test uses, so each test starts with fresh counters. */
const newAddress = () => `198.51.100.${++addressCounter}`;

function call(
  app: FastifyInstance,
  endpoint: { method: InjectOptions['method']; url: string },
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: endpoint.method,
    url: endpoint.url,
    remoteAddress,
    headers: { ...xsrfHeaders(), ...headers },
  });
}

/** Sends requests until the limit the first answer announces is used up, checking none of them is refused. */
async function useUpLimit(
  app: FastifyInstance,
  endpoint: { method: InjectOptions['method']; url: string },
  remoteAddress: string,
): Promise<number> {
  const first = await call(app, endpoint, remoteAddress);
  const limit = Number(first.headers['ratelimit-limit']);
  expect(limit, `${endpoint.method} ${endpoint.url} announces its limit`).toBeGreaterThan(0);
  for (let sent = 1; sent < limit; sent++) {
    const response = await call(app, endpoint, remoteAddress);
    expect(response.statusCode, `request ${sent + 1} of ${limit}`).not.toBe(429);
  }
  return limit;
}

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers['ratelimit-remaining']).toBe('0');
}

/**
 * On SQLite only: which routes are limited, by what client and how the limit is announced is decided before any
 * query; the shared counters themselves, which servers read and write in the database, are
 * rate-limit-store.test.ts's, on each database.
 */
describeOnSqlite('rate limits of the anonymous endpoints on $name', (suite) => {
  let second: FastifyInstance;

  beforeAll(async () => {
    // A second server on the same database, as behind a load balancer.
    second = await createTestApp(suite.database.url);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('lists every anonymous route of the app', () => {
    // A route that extends another's path is printed under it, its path relative to its parent's
    // (`/api/v1/signing/:token`, then `└── /identity`): each line's path is its parent's plus its own.
    const paths: string[] = [];
    const routes = suite.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /^(.*?)── (\/\S*)(?: \(([^)]+)\))?/.exec(line);
        if (!match) return [];
        const depth = Math.floor(match[1].length / 4);
        paths[depth] = (depth > 0 ? paths[depth - 1] : '') + match[2];
        const path = paths[depth];
        return match[3] ? match[3].split(', ').map((method) => `${method} ${path}`) : [];
      })
      .filter(
        (route) =>
          RATE_LIMITED_PREFIXES.some((prefix) => isUnder(route.split(' ')[1], prefix)) && !route.startsWith('HEAD '),
      );
    expect(routes.sort()).toEqual(ANONYMOUS_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`).sort());
  });

  it.each(ANONYMOUS_ENDPOINTS)(
    'refuses $method $url past its limit with a 429 problem and Retry-After, in both languages',
    async (endpoint) => {
      const address = newAddress();
      await useUpLimit(suite.app, endpoint, address);
      const english = await call(suite.app, endpoint, address);
      expectRateLimited(english);
      expect(english.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Too many requests' });
      expect(english.json().detail).toMatch(
        /^Too many requests from your network\. Please wait \d+ seconds and try again\.$/,
      );
      const spanish = await call(suite.app, endpoint, address, { 'accept-language': 'es-MX' });
      expectRateLimited(spanish);
      expect(spanish.json()).toMatchObject({ code: 'RATE_LIMITED', title: 'Demasiadas solicitudes' });
      expect(spanish.json().detail).toMatch(/^Demasiadas solicitudes desde su red\. Espere \d+ segundos/);

      // Another client is not held back by this one, nor another endpoint for this client.
      expect((await call(suite.app, endpoint, newAddress())).statusCode).not.toBe(429);
      const other = ANONYMOUS_ENDPOINTS.find((candidate) => candidate.route !== endpoint.route)!;
      expect((await call(suite.app, other, address)).statusCode).not.toBe(429);
    },
  );

  it('counts the requests of one client across servers that share the database', async () => {
    const endpoint = ANONYMOUS_ENDPOINTS.find((candidate) => candidate.url === '/api/v1/auth/recover-password')!;
    const address = newAddress();
    const limit = Number((await call(suite.app, endpoint, address)).headers['ratelimit-limit']);
    for (let sent = 1; sent < limit; sent++) {
      const server = sent % 2 ? second : suite.app;
      expect((await call(server, endpoint, address)).statusCode).not.toBe(429);
    }
    expectRateLimited(await call(second, endpoint, address));
    expectRateLimited(await call(suite.app, endpoint, address));
  });

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const endpoint = ANONYMOUS_ENDPOINTS.find((candidate) => candidate.url === '/api/v1/auth/recover-password')!;
    const limit = await useUpLimit(suite.app, endpoint, '2001:db8:5:7::1');
    expect(limit).toBeGreaterThan(1);
    expectRateLimited(await call(suite.app, endpoint, '2001:db8:5:7:ffff:1:2:3'));
    expect((await call(suite.app, endpoint, '2001:db8:5:8::1')).statusCode).not.toBe(429);

    await useUpLimit(suite.app, endpoint, '203.0.113.9');
    expectRateLimited(await call(suite.app, endpoint, '::ffff:203.0.113.9'));
  });

  it('does not limit the health check or the routes that need an access token', async () => {
    const address = newAddress();
    const health = await suite.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address });
    expect(health.statusCode).toBe(200);
    expect(health.headers['ratelimit-limit']).toBeUndefined();
    const user = await createUser(suite.app);
    const response = await as(suite.app, user).get('/credit-app');
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('whose address counts behind a proxy', () => {
  let database: TestDatabase;
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  let oneHop: FastifyInstance;
  const endpoint = ANONYMOUS_ENDPOINTS.find((candidate) => candidate.url === '/api/v1/auth/recover-password')!;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0].create();
    direct = await createTestApp(database.url);
    proxied = await createTestApp(database.url, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    oneHop = await createTestApp(database.url, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await oneHop?.close();
    await database?.drop();
  });

  it(
    'without TRUST_PROXY, ignores X-Forwarded-For: a client cannot escape its limit by naming another ' + 'address',
    async () => {
      const address = newAddress();
      const limit = Number(
        (await call(direct, endpoint, address, { 'x-forwarded-for': '192.0.2.1' })).headers['ratelimit-limit'],
      );
      for (let sent = 1; sent < limit; sent++)
        await call(direct, endpoint, address, { 'x-forwarded-for': `192.0.2.${sent + 1}` });
      expectRateLimited(await call(direct, endpoint, address, { 'x-forwarded-for': '192.0.2.250' }));
    },
  );

  it('with TRUST_PROXY naming the proxy, counts the client the proxy names', async () => {
    const proxy = '10.1.2.3';
    const client = (address: string) => ({ 'x-forwarded-for': address });
    const first = await call(proxied, endpoint, proxy, client('192.0.2.77'));
    const limit = Number(first.headers['ratelimit-limit']);
    for (let sent = 1; sent < limit; sent++)
      expect((await call(proxied, endpoint, proxy, client('192.0.2.77'))).statusCode).not.toBe(429);
    expectRateLimited(await call(proxied, endpoint, proxy, client('192.0.2.77')));
    expect((await call(proxied, endpoint, proxy, client('192.0.2.78'))).statusCode).not.toBe(429);
  });

  it('with TRUST_PROXY=true trusts one hop: a forged first X-Forwarded-For value defeats nothing', async () => {
    const proxy = '10.9.9.9';
    const real = '192.0.2.90';
    const forged = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}, ${real}` });
    const limit = Number((await call(oneHop, endpoint, proxy, forged(0))).headers['ratelimit-limit']);
    for (let sent = 1; sent < limit; sent++)
      expect((await call(oneHop, endpoint, proxy, forged(sent))).statusCode).not.toBe(429);
    expectRateLimited(await call(oneHop, endpoint, proxy, forged(200)));
  });

  it.each([
    { case: 'TRUST_PROXY naming the proxy', server: () => proxied },
    { case: 'TRUST_PROXY=true', server: () => oneHop },
  ])('with $case, values that are no addresses get no counter of their own', async ({ server }) => {
    const proxy = '10.4.4.4';
    const garbage = (index: number) => ({ 'x-forwarded-for': `not-an-address-${index}` });
    const limit = Number((await call(server(), endpoint, proxy, garbage(0))).headers['ratelimit-limit']);
    for (let sent = 1; sent < limit; sent++) await call(server(), endpoint, proxy, garbage(sent));
    // Every one of them counted as the proxy itself (the socket's peer), which is now at its limit.
    expectRateLimited(await call(server(), endpoint, proxy, garbage(999)));
  });

  it('counts HEAD as GET: one allowance for both', async () => {
    const resend = { method: 'GET' as const, url: '/api/v1/email/resend-verification-email?email=head@example.com' };
    const address = newAddress();
    const limit = Number((await call(direct, resend, address)).headers['ratelimit-limit']);
    for (let sent = 1; sent < limit; sent++) await call(direct, { ...resend, method: 'HEAD' }, address);
    expectRateLimited(await call(direct, resend, address));
    expect((await call(direct, { ...resend, method: 'HEAD' }, address)).statusCode).toBe(429);
  });
});
