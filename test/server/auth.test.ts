import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './helpers/database-suite.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../src/server/accounts/access-tokens.ts';
import { craftJwt, nowInSeconds } from './helpers/jwt.ts';
import { TEST_JWT_SECRET } from '../../scripts/lib/server-harness/test-app.ts';

/** The account the tokens speak for; its id is the one the database gave it. */
const user = { id: 'user-a', email: 'ann@example.com' };
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: user.id,
  email: user.email,
  aud: ACCESS_TOKEN_AUDIENCE,
  iss: ACCESS_TOKEN_ISSUER,
  ver: 0,
  iat: nowInSeconds() - 10,
  exp: nowInSeconds() + 600,
  ...overrides,
});
const hs256 = { alg: 'HS256', typ: 'JWT' };

/** A signed token whose payload was swapped afterwards: the signature no longer matches. */
function tampered(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify(claims({ sub: 'user-b' }))).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

describeOnEachDatabase('access-token hook on $name', (suite) => {
  beforeAll(async () => {
    const created = await suite.app.repositories.users.create({
      email: user.email,
      passwordHash: 'none',
      recoveryQuestionKey: 'dream_car',
      recoveryAnswerHash: 'none',
    });
    user.id = created.id;
    suite.app.get('/api/v1/test/me', async (request) => request.user);
    suite.app.get('/api/v1/forms/test', async (request) => ({ user: request.user }));
    suite.app.get('/api/v1/auth/test', async () => ({ open: true }));
    suite.app.get('/api/v1/email/test', async () => ({ open: true }));
    await suite.app.ready();
  });

  const me = (authorization?: string, language = 'en') =>
    suite.app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { 'accept-language': language, ...(authorization ? { authorization } : {}) },
    });

  it('accepts a token it signed and sets request.user', async () => {
    const response = await me(`Bearer ${suite.app.signAccessToken(user, 0)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('signs HS256 tokens that live 15 minutes', () => {
    const [header, payload] = suite.app
      .signAccessToken(user, 0)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: user.id,
      email: user.email,
      aud: ACCESS_TOKEN_AUDIENCE,
      iss: ACCESS_TOKEN_ISSUER,
      ver: 0,
    });
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it.each([
    { case: 'no Authorization header', authorization: undefined, code: 'JWT_MISSING' },
    { case: 'a Basic Authorization header', authorization: 'Basic YW5uOnB3', code: 'JWT_MISSING' },
    {
      case: 'an expired token',
      authorization:
        `Bearer ` +
        `${craftJwt(hs256, claims({ iat: nowInSeconds() - 1000, exp: nowInSeconds() - 60 }), TEST_JWT_SECRET)}`,
      code: 'JWT_EXPIRED',
    },
    { case: 'a tampered token', authorization: 'TAMPERED', code: 'JWT_INVALID' },
    {
      case: 'a token signed with another key',
      authorization: `Bearer ${craftJwt(hs256, claims(), 'another-secret-that-is-long-enough!!')}`,
      code: 'JWT_INVALID',
    },
    {
      case: 'an unsigned alg:none token',
      authorization: `Bearer ${craftJwt({ alg: 'none', typ: 'JWT' }, claims())}`,
      code: 'JWT_INVALID',
    },
    {
      case: 'an HS512 token with our key',
      authorization: `Bearer ${craftJwt({ alg: 'HS512', typ: 'JWT' }, claims(), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    },
    {
      case: 'a token that never expires',
      authorization: `Bearer ${craftJwt(hs256, claims({ exp: undefined }), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    },
    {
      case: 'a token for another audience',
      authorization: `Bearer ${craftJwt(hs256, claims({ aud: 'refresh' }), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    },
    ...(['aud', 'iss', 'ver'] as const).map((claim) => ({
      case: `a token without ${claim}`,
      authorization: `Bearer ${craftJwt(hs256, claims({ [claim]: undefined }), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    })),
    {
      case: 'a token of another issuer',
      authorization: `Bearer ${craftJwt(hs256, claims({ iss: 'elsewhere' }), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    },
    {
      case: 'a validly signed token for a user that does not exist',
      authorization: `Bearer ${craftJwt(hs256, claims({ sub: 'no-such-user' }), TEST_JWT_SECRET)}`,
      code: 'JWT_INVALID',
    },
    { case: 'garbage', authorization: 'Bearer not.a.jwt', code: 'JWT_INVALID' },
    { case: 'an empty bearer', authorization: 'Bearer ', code: 'JWT_INVALID' },
  ])('answers $case with 401 $code whose detail names the JWT', async ({ authorization, code }) => {
    const header =
      authorization === 'TAMPERED' ? `Bearer ${tampered(suite.app.signAccessToken(user, 0))}` : authorization;
    for (const language of ['en', 'es']) {
      const response = await me(header, language);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      const problem = response.json();
      expect(problem).toMatchObject({ status: 401, code });
      expect(problem.detail).toContain('JWT');
    }
  });

  it.each(['/api/v1/forms/test', '/api/v1/auth/test', '/api/v1/email/test'])(
    'leaves the anonymous area %s open',
    async (url) => {
      const response = await suite.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
    },
  );

  it('does not let an anonymous-looking path reach a protected route', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/auth/../test/me' });
    expect(response.statusCode).not.toBe(200);
  });

  it('guards unknown /api/v1 paths too, so they reveal nothing', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/credit-app-typo' });
    expect(response.statusCode).toBe(401);
  });
});
