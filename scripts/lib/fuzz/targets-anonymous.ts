import type Ajv from 'ajv';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { xsrfHeaders } from '../server-harness/test-app.ts';
import type { Random } from './random.ts';
import { SchemaSampler, type Path } from './schema-sample.ts';
import { randomClientAddress, randomLanguage, type FuzzRequest, type FuzzTarget } from './target.ts';
import type { FuzzWorld, KnownAccount } from './world.ts';

/** The query of the email links, as the routes declare it: any text is let through to be judged as a token. */
const tokenQuery = (name: string): JsonObject => ({ type: 'object', properties: { [name]: { type: 'string' } } });

/** The same text in another letter case and with spaces around: what the server must read as the same. */
function loosely(text: string, random: Random): string {
  const cased = [...text].map((char) => (random.chance(0.5) ? char.toUpperCase() : char.toLowerCase())).join('');
  return `${' '.repeat(random.int(0, 2))}${cased.replace(/ /g, () => ' '.repeat(random.int(1, 2)))}${' '.repeat(random.int(0, 2))}`;
}

function anonymous(random: Random, request: Omit<FuzzRequest, 'headers' | 'remoteAddress'>): FuzzRequest {
  return {
    ...request,
    headers: { ...xsrfHeaders(), 'accept-language': randomLanguage(random) },
    remoteAddress: randomClientAddress(random),
  };
}

/** One field of the data set to a fixed value, the rest generated. */
const only = (name: string, value: (random: Random) => unknown) => (path: Path, random: Random) =>
  path.length === 1 && path[0] === name ? value(random) : undefined;

/**
 * The account endpoints anyone may call (docs/decisions/0006-product-rules.md#accounts), with data the schemas of
 * `schemas/auth` describe.
 */
export function anonymousTargets(world: FuzzWorld, formAjv: Ajv, textAjv: Ajv): FuzzTarget<unknown>[] {
  const forms = world.app.forms;
  const accountState = () => world.accountState();
  const { loginAccount, resetAccount } = world;

  const register: FuzzTarget<void> = {
    name: 'POST /api/v1/auth/register',
    weight: 1,
    part: 'body',
    sampler: new SchemaSampler(formAjv, forms.schema('auth/register')),
    context: async () => undefined,
    valid(random) {
      return this.sampler.sample(random);
    },
    request: (_context, body, random) => anonymous(random, { method: 'POST', url: '/api/v1/auth/register', body }),
    // A password on the common-passwords list is refused by name, beyond what the schema can say.
    expect: { status: 201, refusals: ['VALIDATION_FAILED'] },
    state: accountState,
  };

  const login: FuzzTarget<KnownAccount> = {
    name: 'POST /api/v1/auth/login',
    weight: 1,
    part: 'body',
    sampler: new SchemaSampler(formAjv, forms.schema('auth/login')),
    async context() {
      // Spoiled passwords count as failures; clearing them keeps the valid logins of later cases possible.
      await world.app.accounts.loginThrottle.clear(loginAccount.email);
      return loginAccount;
    },
    valid(random, account) {
      const email = [...account.email].map((char) => (random.chance(0.5) ? char.toUpperCase() : char)).join('');
      return this.sampler.sample(random, (path) =>
        path[0] === 'email' ? email : path[0] === 'password' ? account.password : undefined,
      );
    },
    request: (_account, body, random) => anonymous(random, { method: 'POST', url: '/api/v1/auth/login', body }),
    expect: { status: 200, refusals: ['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS'] },
    writesOn: ['INVALID_CREDENTIALS'],
    state: accountState,
  };

  const queryTarget = (
    name: string,
    schemaId: string,
    method: 'GET' | 'POST',
    url: string,
    refusals: string[] = [],
  ): FuzzTarget<void> => ({
    name,
    weight: 3,
    part: 'query',
    sampler: new SchemaSampler(formAjv, forms.schema(schemaId)),
    context: async () => undefined,
    valid(random) {
      return this.sampler.sample(random);
    },
    request: (_context, query, random) => anonymous(random, { method, url, query: query as Record<string, unknown> }),
    expect: { status: 200, refusals },
    state: accountState,
  });

  /** The GET an email link makes: a fresh token from `issue` under the query name `param`, refused with `refusal`. */
  const emailLink = (
    url: string,
    weight: number,
    param: string,
    issue: () => Promise<string>,
    refusal: string,
  ): FuzzTarget<string> => ({
    name: `GET ${url}`,
    weight,
    part: 'query',
    sampler: new SchemaSampler(textAjv, tokenQuery(param)),
    context: issue,
    valid(random, token) {
      return { ...(this.sampler.sample(random) as JsonObject), [param]: token };
    },
    request: (_token, query, random) =>
      anonymous(random, { method: 'GET', url, query: query as Record<string, unknown> }),
    expect: { status: 200, refusals: [refusal] },
    state: accountState,
  });
  const verifyEmail = emailLink(
    '/api/v1/email/verify',
    3,
    'ac',
    () => world.app.accounts.emailTokens.issue(world.unverifiedUserId, 'verify_email'),
    'VERIFICATION_LINK_INVALID',
  );
  const readResetLink = emailLink(
    '/api/v1/auth/reset-password',
    2,
    'token',
    () => world.app.accounts.emailTokens.issue(resetAccount.id, 'reset_password'),
    'RESET_LINK_INVALID',
  );

  const resetPassword: FuzzTarget<string> = {
    name: 'PATCH /api/v1/auth/reset-password',
    weight: 1,
    part: 'body',
    sampler: new SchemaSampler(formAjv, forms.schema('auth/reset-password')),
    context: () => world.app.accounts.emailTokens.issue(resetAccount.id, 'reset_password'),
    valid(random) {
      return this.sampler.sample(
        random,
        only('passwordRecoveryAnswer', () => loosely(resetAccount.answer, random)),
      );
    },
    // The route treats a body without `confirmPassword` as confirmed (the API takes the password once).
    judge(body) {
      const seen =
        body && typeof body === 'object' && !Array.isArray(body) && (body as JsonObject).confirmPassword === undefined
          ? { ...(body as JsonObject), confirmPassword: (body as JsonObject).newPassword }
          : body;
      return this.sampler.accepts(this.sampler.root, seen ?? {}) ? 'valid' : 'invalid';
    },
    request: (token, body, random) =>
      anonymous(random, { method: 'PATCH', url: '/api/v1/auth/reset-password', query: { token }, body }),
    // A wrong recovery answer or a common password is refused by name; the wrong answer counts against the link.
    expect: { status: 204, refusals: ['VALIDATION_FAILED', 'RESET_LINK_INVALID'] },
    writesOn: ['VALIDATION_FAILED'],
    state: accountState,
  };

  return [
    register,
    login,
    queryTarget('POST /api/v1/auth/recover-password', 'auth/recover', 'POST', '/api/v1/auth/recover-password'),
    queryTarget(
      'GET /api/v1/email/resend-verification-email',
      'auth/send-verification',
      'GET',
      '/api/v1/email/resend-verification-email',
      ['RESEND_TOO_SOON'],
    ),
    verifyEmail,
    readResetLink,
    resetPassword,
  ];
}
