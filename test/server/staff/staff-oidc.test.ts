import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/accounts/opaque-tokens.ts';
import {
  startTestIdentityProvider,
  type ProviderUser,
  type TestIdentityProvider,
} from '../../helpers/oidc-provider.ts';
import { describeOnEachDatabase, describeOnSqlite } from '../helpers/database-suite.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { asStaff, createStaff } from './support.ts';
import {
  callBack,
  exchange,
  handedCode,
  oidcEnvironment,
  signInThrough,
  startSignIn,
  TEST_REDIRECT_URI,
} from './oidc-support.ts';

/** The provider's people; a test adds the ones it links to members it made. Usernames are the subjects. */
const users: Record<string, ProviderUser> = {
  max: {
    email: 'Max.Manager@Supplier.test',
    name: 'Max Manager',
    groups: ['everyone', 'credit-analysts', 'credit-managers'],
  },
  nora: { email: 'nora.nobody@supplier.test', groups: ['everyone', 'warehouse'] },
  paul: { email: 'paul.pkce@supplier.test', groups: ['credit-viewers'] },
};
let provider: TestIdentityProvider;
let started: Promise<TestIdentityProvider> | undefined;
const startProvider = () =>
  (started ??= startTestIdentityProvider(users).then((running) => {
    running.useRedirectUri(TEST_REDIRECT_URI);
    provider = running;
    return running;
  }));
afterAll(async () => {
  await provider?.close();
});

describeOnEachDatabase('staff sign-in through the company OpenID provider on $name', (suite) => {
  suite.appOptions(async () => ({ env: oidcEnvironment(await startProvider()) }));
  beforeAll(async () => {
    await suite.app.ready();
  });

  const auditOf = (staffId: string | null, action: string) =>
    suite.app.db
      .selectFrom('staff_audit')
      .select(['detail', 'staff_id', 'ip'])
      .where('action', '=', action)
      .where((where) => (staffId ? where('staff_id', '=', staffId) : where('staff_id', 'is', null)))
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> })));

  it('sends the browser to the provider with PKCE (S256), state, nonce, language and an HttpOnly cookie', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/staff/oidc/config' })).json()).toEqual({
      enabled: true,
    });
    const start = await suite.app.inject({ method: 'GET', url: '/api/v1/staff/oidc/start?lang=es' });
    expect(start.statusCode).toBe(303);
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}`).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile groups',
      code_challenge_method: 'S256',
      ui_locales: 'es',
    });
    for (const parameter of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(parameter)).toMatch(/^[\w-]{43}$/);
    expect(start.cookies.find((cookie) => cookie.name === 'staff_oidc')).toEqual({
      name: 'staff_oidc',
      value: expect.stringMatching(/^[\w-]{43}$/),
      maxAge: 600,
      path: '/api/v1/staff/oidc',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it('admits a person of mapped groups with the highest role they map to; the code opens a session once', async () => {
    const { browser, callback } = await signInThrough(suite.app, provider, 'max');
    const code = handedCode(callback);
    expect(callback.statusCode).toBe(303);

    // Another browser (or none) cannot use the code; the one that signed in can, once.
    const other = await startSignIn(suite.app);
    expect((await exchange(suite.app, code, other.cookie)).statusCode).toBe(401);
    expect((await exchange(suite.app, code)).json()).toMatchObject({ status: 401, code: 'STAFF_OIDC_CODE_INVALID' });
    const session = await exchange(suite.app, code, browser.cookie);
    expect(session.statusCode).toBe(200);
    expect((await exchange(suite.app, code, browser.cookie)).statusCode).toBe(401);

    // The same staff session as after a password login: the member, then a refresh.
    const { access_token: access, refresh_token: refresh } = session.json();
    const me = (await asStaff(suite.app, access).get('/me')).json();
    expect(me).toMatchObject({ email: 'max.manager@supplier.test', role: 'manager', enrolled: false });
    // The console shows the provider's name for the new member.
    const { display_name } = await suite.app.db
      .selectFrom('staff_members')
      .select('display_name')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(display_name).toBe('Max Manager');
    const refreshed = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/refresh',
      headers: { ...xsrfHeaders(), authorization: `Bearer ${refresh}` },
    });
    expect(refreshed.statusCode).toBe(200);

    expect(await auditOf(me.id, 'SIGN_IN')).toEqual([
      { staff_id: me.id, ip: '127.0.0.1', detail: { method: 'oidc', role: 'manager', created: true } },
    ]);
  });

  it('refuses a person unknown here in no mapped group, making no member, and audits the refusal', async () => {
    const { callback } = await signInThrough(suite.app, provider, 'nora');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/staff/login?oidc=refused');
    const member = await suite.app.staffAuth.accounts.findByEmail('nora.nobody@supplier.test');
    expect(member).toBeUndefined();
    const refusals = await auditOf(null, 'SIGN_IN_REFUSED');
    expect(refusals.map((row) => row.detail)).toContainEqual({
      method: 'oidc',
      reason: 'no-mapped-group',
      email: 'nora.nobody@supplier.test',
      groups: ['everyone', 'warehouse'],
    });
  });

  it("sets a known member's role from the groups at each sign-in, and refuses one now in no mapped group", async () => {
    const staff = await createStaff(suite.app, 'admin');
    users.kim = { email: staff.email, groups: ['credit-viewers'] };
    const first = await signInThrough(suite.app, provider, 'kim');
    const session = (await exchange(suite.app, handedCode(first.callback), first.browser.cookie)).json();
    expect((await asStaff(suite.app, session.access_token).get('/me')).json()).toMatchObject({ role: 'viewer' });
    expect((await auditOf(staff.id, 'SIGN_IN')).map((row) => row.detail)).toEqual([
      { method: 'oidc', role: 'viewer', previousRole: 'admin' },
    ]);

    users.kim.groups = ['warehouse'];
    const second = await signInThrough(suite.app, provider, 'kim');
    expect(second.callback.headers.location).toBe('/staff/login?oidc=refused');
    expect((await auditOf(staff.id, 'SIGN_IN_REFUSED')).map((row) => row.detail.reason)).toEqual(['no-mapped-group']);

    // Password and authenticator code keep working beside the provider.
    expect(staff.tokens.access_token).toBeTruthy();
  });

  it('refuses a disabled member, and an email linked here to another account of the provider', async () => {
    const staff = await createStaff(suite.app, 'analyst');
    await suite.app.staffAuth.accounts.update(staff.id, { disabled: true });
    users.dora = { email: staff.email, groups: ['credit-analysts'] };
    expect((await signInThrough(suite.app, provider, 'dora')).callback.headers.location).toBe(
      '/staff/login?oidc=disabled',
    );

    const linked = await createStaff(suite.app, 'viewer');
    users.lena = { email: linked.email, groups: ['credit-viewers'] };
    handedCode((await signInThrough(suite.app, provider, 'lena')).callback);
    users.lena2 = { email: linked.email, groups: ['credit-viewers'] };
    const other = await signInThrough(suite.app, provider, 'lena2');
    expect(other.callback.headers.location).toBe('/staff/login?oidc=refused');
    expect((await auditOf(linked.id, 'SIGN_IN_REFUSED')).map((row) => row.detail.reason)).toEqual(['other-account']);
  });

  it('takes an answer only with its state, nonce and PKCE verifier, in the browser that started, once', async () => {
    const failed = '/staff/login?oidc=failed';
    const flows = () => suite.app.db.updateTable('staff_oidc_flows');
    const answer = async (tamper?: (browserHash: string) => Promise<unknown>) => {
      const browser = await startSignIn(suite.app);
      const redirect = await provider.signIn(browser.authorizationUrl.href, 'paul');
      await tamper?.(hashToken(browser.cookie)!);
      return { browser, redirect };
    };

    const stateChanged = await answer();
    stateChanged.redirect.searchParams.set('state', 'not-the-state');
    expect((await callBack(suite.app, stateChanged.redirect, stateChanged.browser.cookie)).headers.location).toBe(
      failed,
    );

    const otherBrowser = await answer();
    expect((await callBack(suite.app, otherBrowser.redirect)).headers.location).toBe(failed);
    const another = await startSignIn(suite.app);
    expect((await callBack(suite.app, otherBrowser.redirect, another.cookie)).headers.location).toBe(failed);

    const nonce = await answer((hash) =>
      flows().set({ nonce: 'another-nonce' }).where('browser_hash', '=', hash).execute(),
    );
    expect((await callBack(suite.app, nonce.redirect, nonce.browser.cookie)).headers.location).toBe(failed);

    const verifier = suite.app.fieldCipher.encrypt('v'.repeat(43));
    const pkce = await answer((hash) =>
      flows().set({ code_verifier_encrypted: verifier }).where('browser_hash', '=', hash).execute(),
    );
    expect((await callBack(suite.app, pkce.redirect, pkce.browser.cookie)).headers.location).toBe(failed);

    // The right answer works once; the same answer again finds no sign-in under way.
    const right = await answer();
    handedCode(await callBack(suite.app, right.redirect, right.browser.cookie));
    expect((await callBack(suite.app, right.redirect, right.browser.cookie)).headers.location).toBe(failed);

    // The provider itself refuses an authorization request without PKCE.
    const withoutPkce = (await startSignIn(suite.app)).authorizationUrl;
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await provider.signIn(withoutPkce.href, 'paul');
    expect(refused.searchParams.get('error')).toBe('invalid_request');
  });

  it('says "cancelled" when the person stopped at the provider', async () => {
    const browser = await startSignIn(suite.app);
    const state = browser.authorizationUrl.searchParams.get('state')!;
    const redirect = new URL(TEST_REDIRECT_URI);
    redirect.search = new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer }).toString();
    expect((await callBack(suite.app, redirect, browser.cookie)).headers.location).toBe('/staff/login?oidc=cancelled');
  });
});

describeOnSqlite('staff sign-in through a provider that cannot be reached on $name', (suite) => {
  suite.appOptions(async () => ({
    env: oidcEnvironment({ ...(await startProvider()), issuer: `http://127.0.0.1:${await freePort()}` }),
  }));

  it('sends the browser back to the login page, saying the sign-in did not complete', async () => {
    const start = await suite.app.inject({ method: 'GET', url: '/api/v1/staff/oidc/start' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/staff/login?oidc=failed');
  });
});

describeOnSqlite('staff sign-in without a provider configured on $name', (suite) => {
  it('tells the login page it is off, and has no way to start or complete one', async () => {
    const get = (url: string) => suite.app.inject({ method: 'GET', url: `/api/v1/staff/oidc${url}` });
    expect((await get('/config')).json()).toEqual({ enabled: false });
    expect((await get('/start')).statusCode).toBe(404);
    expect((await get('/callback?code=x&state=y')).statusCode).toBe(404);
  });
});
