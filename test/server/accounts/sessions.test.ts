import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { registration, startAccountsApp, type AccountsApp } from './accounts-app.ts';
import { registerAndVerify } from './known-account.ts';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';

describe.each(testDatabaseKinds())('sessions end when they should on $name', (kind) => {
  let accounts: AccountsApp;
  const email = 'sessions@example.com';
  const password = registration('').password;

  const login = async (pass = password) =>
    (await accounts.call('POST', '/api/v1/auth/login', { body: { email, password: pass } })).json() as {
      access_token: string;
      refresh_token: string;
    };
  const me = async (token: string) => (await accounts.call('GET', '/api/v1/test/me', { bearer: token })).statusCode;

  beforeAll(async () => {
    accounts = await startAccountsApp(kind);
    await registerAndVerify(accounts, email);
  });
  afterAll(async () => accounts?.close());

  it('logout ends the access token at once; another device refreshes into a new one', async () => {
    const laptop = await login();
    const phone = await login();
    expect([await me(laptop.access_token), await me(phone.access_token)]).toEqual([200, 200]);

    expect((await accounts.call('POST', '/api/v1/auth/logout', { bearer: laptop.refresh_token })).statusCode).toBe(204);
    const refused = await accounts.call('GET', '/api/v1/test/me', { bearer: laptop.access_token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toContain('JWT');
    expect((await accounts.call('POST', '/api/v1/auth/refresh', { bearer: laptop.refresh_token })).statusCode).toBe(
      401,
    );

    // The phone's access token ended too (one version per account), but its refresh token still works.
    expect(await me(phone.access_token)).toBe(401);
    const renewed = await accounts.call('POST', '/api/v1/auth/refresh', { bearer: phone.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(await me(renewed.json().access_token)).toBe(200);
  });

  it('a password reset ends every access and refresh token of the account at once', async () => {
    const session = await login();
    await accounts.app.db.deleteFrom('verification_email_sends').execute();
    await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email } });
    const token = new URL(
      linkIn(await accounts.mail.next(email), 'https://credit.example.test/reset-password'),
    ).searchParams.get('ac')!;
    const reset = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
      query: { token },
      body: { newPassword: 'Brand-New-55', passwordRecoveryAnswer: 'Herbie the Love Bug' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await me(session.access_token)).toBe(401);
    expect((await accounts.call('POST', '/api/v1/auth/refresh', { bearer: session.refresh_token })).statusCode).toBe(
      401,
    );
    expect(await me((await login('Brand-New-55')).access_token)).toBe(200);
  });

  it('a validly signed token of an account that is gone is a 401, not a 500', async () => {
    const session = await login('Brand-New-55');
    await accounts.app.db.deleteFrom('users').where('email', '=', email).execute();
    expect(await me(session.access_token)).toBe(401);
  });
});
