import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { PUBLIC_URL, registration, startAccountsApp, type AccountsApp } from './accounts-app.ts';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';

const EMAIL = 'ann.journey@example.com';
const PASSWORD = registration(EMAIL).password;
const NEW_PASSWORD = 'Blue-Pickup-77';

describe.each(testDatabaseKinds())('an account from registration to password reset on $name', (kind) => {
  let accounts: AccountsApp;
  /** Written by one step and read by the next: the steps are one person's journey, in order. */
  const state: Record<string, string> = {};

  beforeAll(async () => {
    accounts = await startAccountsApp(kind);
  });
  afterAll(async () => accounts?.close());

  const login = (password: string) => accounts.call('POST', '/api/v1/auth/login', { body: { email: EMAIL, password } });
  const refresh = (token: string) => accounts.call('POST', '/api/v1/auth/refresh', { bearer: token });
  const me = (accessToken: string) => accounts.call('GET', '/api/v1/test/me', { bearer: accessToken });

  it('registers, answering 201 and emailing a verification link built from PUBLIC_URL', async () => {
    const response = await accounts.call('POST', '/api/v1/auth/register', {
      body: registration(EMAIL),
      headers: { host: 'attacker.example' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await accounts.mail.next(EMAIL);
    expect(mail.subject).toMatch(/Verify your email address/);
    expect(mail.headers.from).toContain('Bluestem Parts & Supply');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email?ac=`);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.raw).not.toContain('attacker.example');
    state.verifyToken = new URL(link).searchParams.get('ac')!;
    expect(state.verifyToken.length).toBeGreaterThanOrEqual(22);
  });

  it('refuses to log in before the email is verified, with EMAIL_NOT_VERIFIED', async () => {
    const response = await login(PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('verifies the email with the link, once', async () => {
    const first = await accounts.call('GET', '/api/v1/email/verify', { query: { ac: state.verifyToken } });
    expect(first.statusCode).toBe(200);
    const again = await accounts.call('GET', '/api/v1/email/verify', { query: { ac: state.verifyToken } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
  });

  it('logs in, whatever the letter case of the email, with an access token the API accepts', async () => {
    const response = await accounts.call('POST', '/api/v1/auth/login', {
      body: { email: EMAIL.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), success: true });
    expect((await me(body.access_token)).json()).toMatchObject({ email: EMAIL });
    state.refresh1 = body.refresh_token;
  });

  it('rotates the refresh token: a new pair, each refresh token good once', async () => {
    const response = await refresh(state.refresh1);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.refresh_token).not.toBe(state.refresh1);
    expect((await me(body.access_token)).statusCode).toBe(200);
    state.refresh2 = body.refresh_token;
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const replay = await refresh(state.refresh1);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    // The newest token of the family was never used, yet it no longer works either.
    expect((await refresh(state.refresh2)).statusCode).toBe(401);
    expect(accounts.logText()).toMatch(/used refresh token was presented again/);
  });

  it('starts a new family at the next login', async () => {
    const response = await login(PASSWORD);
    expect(response.statusCode).toBe(200);
    state.refresh3 = response.json().refresh_token;
  });

  it('emails a password reset link on request', async () => {
    const response = await accounts.call('POST', '/api/v1/auth/recover-password', {
      query: { email: EMAIL.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    const mail = await accounts.mail.next(EMAIL);
    expect(mail.subject).toMatch(/Reset your password/);
    state.resetToken = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?ac=`)).searchParams.get('ac')!;
  });

  it('tells the reset page which recovery question to ask', async () => {
    const response = await accounts.call('GET', '/api/v1/auth/reset-password', { query: { token: state.resetToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordRecoveryQuestionKey: 'first_car' });
  });

  it('refuses a wrong recovery answer, naming the field', async () => {
    const response = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
      query: { token: state.resetToken },
      body: { newPassword: NEW_PASSWORD, passwordRecoveryAnswer: 'General Lee' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { passwordRecoveryAnswer: expect.stringMatching(/does not match/) },
    });
  });

  it('resets the password with the answer in another letter case and spacing, spending the link', async () => {
    const body = { newPassword: NEW_PASSWORD, passwordRecoveryAnswer: '  herbie THE love   bug ' };
    const response = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
      query: { token: state.resetToken },
      body,
    });
    expect(response.statusCode).toBe(204);
    const again = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
      query: { token: state.resetToken },
      body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('ended every session of the account with the reset', async () => {
    expect((await refresh(state.refresh3)).statusCode).toBe(401);
  });

  it('refuses the old password and accepts the new one', async () => {
    const old = await login(PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('logged no password, recovery answer or token along the way', () => {
    const log = accounts.logText();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      'Herbie',
      'herbie',
      state.verifyToken,
      state.resetToken,
      state.refresh1,
      state.refresh2,
      state.refresh3,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
