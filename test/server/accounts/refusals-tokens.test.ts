import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE } from '../../../src/server/accounts/access-tokens.ts';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { craftJwt, nowInSeconds } from '../helpers/jwt.ts';
import { registration, type AccountsApp } from './accounts-app.ts';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';
import { knownAccount, startWithKnownAccount } from './known-account.ts';

describe.each(testDatabaseKinds())('what the account API refuses of tokens on $name', (kind) => {
  let accounts: AccountsApp;
  const known = knownAccount();

  beforeAll(async () => {
    accounts = await startWithKnownAccount(kind, known);
  });
  afterAll(async () => accounts?.close());

  describe('tokens', () => {
    const claims = {
      sub: 'someone',
      email: known.email,
      aud: ACCESS_TOKEN_AUDIENCE,
      iat: nowInSeconds(),
      exp: nowInSeconds() + 600,
    };
    const me = (token: string) => accounts.call('GET', '/api/v1/test/me', { bearer: token });

    it('accepts the access token of a login', async () => {
      expect((await me(known.accessToken)).json()).toMatchObject({ email: known.email });
    });

    it('refuses a tampered access token and an alg:none token with a 401 that names the JWT', async () => {
      const [header, , signature] = known.accessToken.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'another-user' })).toString('base64url');
      for (const token of [
        `${header}.${forgedPayload}.${signature}`,
        craftJwt({ alg: 'none', typ: 'JWT' }, { ...claims, sub: 'another-user' }),
      ]) {
        const response = await me(token);
        expect(response.statusCode).toBe(401);
        expect(response.json().detail).toContain('JWT');
      }
    });

    it.each([
      { case: 'a forged token', token: 'A'.repeat(43) },
      { case: 'text that is no token', token: 'none' },
      { case: 'an access token', token: 'ACCESS' },
    ])('refuses to refresh with $case', async ({ token }) => {
      const response = await accounts.call('POST', '/api/v1/auth/refresh', {
        bearer: token === 'ACCESS' ? known.accessToken : token,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    });

    it('refuses to refresh without a token, and with an expired one', async () => {
      expect((await accounts.call('POST', '/api/v1/auth/refresh')).statusCode).toBe(401);
      const { refresh_token } = (
        await accounts.call('POST', '/api/v1/auth/login', { body: { email: known.email, password: known.password } })
      ).json();
      await accounts.app.db
        .updateTable('refresh_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      expect((await accounts.call('POST', '/api/v1/auth/refresh', { bearer: refresh_token })).statusCode).toBe(401);
    });

    it("logs out by revoking the refresh token's family", async () => {
      const { refresh_token } = (
        await accounts.call('POST', '/api/v1/auth/login', { body: { email: known.email, password: known.password } })
      ).json();
      expect((await accounts.call('POST', '/api/v1/auth/logout', { bearer: refresh_token })).statusCode).toBe(204);
      expect((await accounts.call('POST', '/api/v1/auth/refresh', { bearer: refresh_token })).statusCode).toBe(401);
      expect((await accounts.call('POST', '/api/v1/auth/logout', { bearer: 'not-a-token' })).statusCode).toBe(204);
    });

    it.each([
      { case: 'forged', token: 'B'.repeat(43) },
      { case: 'malformed', token: 'abc' },
      { case: 'missing', token: undefined },
    ])('refuses a $case email verification link with VERIFICATION_LINK_INVALID', async ({ token }) => {
      const response = await accounts.call('GET', '/api/v1/email/verify', {
        query: token === undefined ? {} : { ac: token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
    });

    it('refuses an expired email verification link', async () => {
      const email = 'expired-link@example.com';
      await accounts.call('POST', '/api/v1/auth/register', { body: registration(email) });
      const token = new URL(
        linkIn(await accounts.mail.next(email), 'https://credit.example.test/verify-email'),
      ).searchParams.get('ac')!;
      await accounts.app.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      expect((await accounts.call('GET', '/api/v1/email/verify', { query: { ac: token } })).json()).toMatchObject({
        code: 'VERIFICATION_LINK_INVALID',
      });
    });

    it('refuses an expired or forged reset link, and one that has taken 5 answers', async () => {
      const reset = (method: 'GET' | 'PATCH', token: string, body?: object) =>
        accounts.call(method, '/api/v1/auth/reset-password', { query: { token }, body });
      expect((await reset('GET', 'C'.repeat(43))).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });

      await accounts.app.db
        .updateTable('verification_email_sends')
        .set({ sent_at: new Date(Date.now() - 3 * 60_000).toISOString() })
        .execute();
      await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: known.email } });
      const token = new URL(
        linkIn(await accounts.mail.next(known.email), 'https://credit.example.test/reset-password'),
      ).searchParams.get('ac')!;
      const common = await reset('PATCH', token, {
        newPassword: 'Qwerty123!',
        passwordRecoveryAnswer: 'Herbie the Love Bug',
      });
      expect(common.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { newPassword: expect.stringMatching(/common/) },
      });
      const wrong = { newPassword: 'Brand-New-55', passwordRecoveryAnswer: 'KITT' };
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await reset('PATCH', token, wrong)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await reset('GET', token)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
      const right = { newPassword: 'Brand-New-55', passwordRecoveryAnswer: 'Herbie the Love Bug' };
      // Five answers spent the link: the right answer comes too late.
      expect((await reset('PATCH', token, right)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });

      await accounts.app.db
        .updateTable('verification_email_sends')
        .set({ sent_at: new Date(Date.now() - 3 * 60_000).toISOString() })
        .execute();
      await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: known.email } });
      const later = new URL(
        linkIn(await accounts.mail.next(known.email), 'https://credit.example.test/reset-password'),
      ).searchParams.get('ac')!;
      await accounts.app.db
        .updateTable('account_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      expect((await reset('GET', later)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });

    it('sends at most one reset email every 2 minutes', async () => {
      await accounts.app.db
        .updateTable('verification_email_sends')
        .set({ sent_at: new Date(Date.now() - 3 * 60_000).toISOString() })
        .execute();
      await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: known.email } });
      await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: known.email } });
      await accounts.mail.next(known.email);
      await expect(accounts.mail.next(known.email, 500)).rejects.toThrow(/no email/);
    });
  });
});
