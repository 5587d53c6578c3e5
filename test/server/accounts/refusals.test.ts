import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { registration, type AccountsApp } from './accounts-app.ts';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';
import { knownAccount, startWithKnownAccount, withoutRequest } from './known-account.ts';

describe.each(testDatabaseKinds())('what the account API refuses on $name', (kind) => {
  let accounts: AccountsApp;
  const known = knownAccount();

  beforeAll(async () => {
    accounts = await startWithKnownAccount(kind, known);
  });
  afterAll(async () => accounts?.close());

  describe('no answer tells whether an email has an account', () => {
    it('registering answers the same 201 for a new and a registered email', async () => {
      const fresh = await accounts.call('POST', '/api/v1/auth/register', { body: registration('fresh@example.com') });
      const taken = await accounts.call('POST', '/api/v1/auth/register', {
        body: registration(known.email, { password: 'Other-Pass-42' }),
      });
      expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
      expect(taken.json()).toEqual(fresh.json());
    });

    it('a wrong password and an unknown email fail alike', async () => {
      const wrongPassword = await accounts.call('POST', '/api/v1/auth/login', {
        body: { email: 'known@example.com', password: 'Wrong-Pass-1' },
      });
      const unknownEmail = await accounts.call('POST', '/api/v1/auth/login', {
        body: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
      });
      expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
      expect(withoutRequest(wrongPassword.json())).toEqual(withoutRequest(unknownEmail.json()));
      expect(wrongPassword.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        detail: 'Username or password incorrect. Please try again.',
      });
    });

    it('asking for a reset link answers the same 200 for a known and an unknown email', async () => {
      const forKnown = await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: known.email } });
      const forUnknown = await accounts.call('POST', '/api/v1/auth/recover-password', {
        query: { email: 'nobody@example.com' },
      });
      expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([200, 200]);
      expect(forKnown.json()).toEqual(forUnknown.json());
      expect((await accounts.mail.next(known.email)).subject).toMatch(/Reset your password/);
    });

    it('tells the registered address by email that it already has an account', async () => {
      // The registration above found the slot of the 2-minute limit taken by the account's own verification email.
      await accounts.app.db
        .updateTable('verification_email_sends')
        .set({ sent_at: new Date(Date.now() - 3 * 60_000).toISOString() })
        .execute();
      await accounts.call('POST', '/api/v1/auth/register', { body: registration(known.email), language: 'es' });
      const mail = await accounts.mail.next(known.email);
      expect(mail.subject).toMatch(/Ya tiene una cuenta/);
      expect(mail.text).not.toMatch(/verify-email/);
    });
  });

  describe('resending the verification email', () => {
    it(
      "answers 429 with the spec's message within 2 minutes of the last one, for known and unknown emails " + 'alike',
      async () => {
        const resend = (email: string, language: 'en' | 'es' = 'en') =>
          accounts.call('GET', '/api/v1/email/resend-verification-email', { query: { email }, language });
        await accounts.call('POST', '/api/v1/auth/register', { body: registration('waiting@example.com') });
        const known = await resend('waiting@example.com');
        expect((await resend('never-registered@example.com')).statusCode).toBe(200);
        const unknown = await resend('never-registered@example.com');
        for (const response of [known, unknown]) {
          expect(response.statusCode).toBe(429);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(100);
        }
        expect(withoutRequest(known.json())).toEqual(withoutRequest(unknown.json()));
        expect(known.json()).toMatchObject({
          code: 'RESEND_TOO_SOON',
          detail: 'Please wait at least 2 minutes before creating another email verification token.',
        });
        expect((await resend('waiting@example.com', 'es')).json().detail).toMatch(/^Espere al menos 2 minutos/);
      },
    );

    it('sends a new link after 2 minutes, and the old link stops working', async () => {
      const email = 'slow@example.com';
      await accounts.call('POST', '/api/v1/auth/register', { body: registration(email) });
      const first = new URL(
        linkIn(await accounts.mail.next(email), 'https://credit.example.test/verify-email'),
      ).searchParams.get('ac')!;
      await accounts.app.db
        .updateTable('verification_email_sends')
        .set({ sent_at: new Date(Date.now() - 121_000).toISOString() })
        .execute();
      const response = await accounts.call('GET', '/api/v1/email/resend-verification-email', { query: { email } });
      expect(response.statusCode).toBe(200);
      const second = new URL(
        linkIn(await accounts.mail.next(email), 'https://credit.example.test/verify-email'),
      ).searchParams.get('ac')!;
      expect((await accounts.call('GET', '/api/v1/email/verify', { query: { ac: first } })).statusCode).toBe(400);
      expect((await accounts.call('GET', '/api/v1/email/verify', { query: { ac: second } })).statusCode).toBe(200);
    });
  });

  describe('login throttling', () => {
    it.each(['known', 'unknown'])(
      'locks an email with 429 after 5 failures in 15 minutes (%s email)',
      async (which) => {
        const email = which === 'known' ? 'throttled@example.com' : 'throttled-unknown@example.com';
        if (which === 'known') {
          await accounts.call('POST', '/api/v1/auth/register', { body: registration(email) });
          const link = linkIn(await accounts.mail.next(email), 'https://credit.example.test/verify-email');
          await accounts.call('GET', '/api/v1/email/verify', { query: { ac: new URL(link).searchParams.get('ac')! } });
        }
        const attempt = (password: string) =>
          accounts.call('POST', '/api/v1/auth/login', { body: { email, password } });
        for (let failure = 1; failure <= 5; failure++) expect((await attempt('Wrong-Pass-1')).statusCode).toBe(401);
        const locked = await attempt(registration(email).password);
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      },
    );

    it('counts only the attempts of the last 15 minutes', async () => {
      const email = 'throttled@example.com';
      await accounts.app.db
        .updateTable('login_attempts')
        .set({ window_ends_at: new Date(Date.now() - 60_000).toISOString() })
        .execute();
      const response = await accounts.call('POST', '/api/v1/auth/login', {
        body: { email, password: registration(email).password },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('cross-site requests', () => {
    it.each([
      { method: 'POST' as const, url: '/api/v1/auth/register', body: registration('xsrf@example.com') },
      { method: 'POST' as const, url: '/api/v1/auth/login', body: { email: known.email, password: known.password } },
      { method: 'POST' as const, url: '/api/v1/auth/refresh' },
      { method: 'POST' as const, url: '/api/v1/auth/logout' },
      { method: 'POST' as const, url: '/api/v1/auth/recover-password?email=known@example.com' },
      {
        method: 'PATCH' as const,
        url: '/api/v1/auth/reset-password?token=x',
        body: { newPassword: 'Brand-New-55', passwordRecoveryAnswer: 'x' },
      },
    ])('refuses $method $url without the X-XSRF-TOKEN header', async ({ method, url, body }) => {
      const response = await accounts.call(method, url, { body, noXsrf: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
    });
  });

  describe('bad input', () => {
    it.each([
      {
        case: 'a common password',
        body: registration('common@example.com', { password: 'Password1!' }),
        field: 'password',
        en: /too common|most common/,
        es: /más comunes/,
      },
      {
        case: 'a weak password',
        body: registration('weak@example.com', { password: 'short' }),
        field: 'password',
        en: /^Must be 8-20 characters/,
        es: /^Debe tener/,
      },
      {
        case: 'an unknown recovery question',
        body: registration('q@example.com', { passwordRecoveryQuestionKey: 'pet' }),
        field: 'passwordRecoveryQuestionKey',
        en: /Security Question/,
        es: /Pregunta de seguridad/,
      },
      {
        case: 'no answer',
        body: registration('a@example.com', { passwordRecoveryAnswer: '' }),
        field: 'passwordRecoveryAnswer',
        en: /Security Answer is required/,
        es: /Respuesta de seguridad/,
      },
      {
        case: 'an answer of only spaces',
        body: registration('b@example.com', { passwordRecoveryAnswer: '   ' }),
        field: 'passwordRecoveryAnswer',
        en: /^Security Answer cannot be only spaces\.$/,
        es: /^El campo Respuesta de seguridad no puede contener solo espacios\.$/,
      },
      {
        case: 'a malformed email',
        body: registration('not-an-email'),
        field: 'email',
        en: /Email is invalid/,
        es: /Correo electrónico/,
      },
    ])('refuses to register with $case, naming the field in English and Spanish', async ({ body, field, en, es }) => {
      for (const [language, message] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const response = await accounts.call('POST', '/api/v1/auth/register', { body, language });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(response.json().errors[field]).toMatch(message);
      }
    });

    it('judges the reset link before the new password', async () => {
      const response = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
        query: { token: 'D'.repeat(43) },
        body: { newPassword: 'Qwerty123!', passwordRecoveryAnswer: 'x' },
      });
      // The link is judged first: a stranger learns nothing about the password rules of an account.
      expect(response.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });

    it('refuses a reset body whose confirmation differs', async () => {
      const body = { newPassword: 'Brand-New-55', confirmPassword: 'Brand-New-56', passwordRecoveryAnswer: 'x' };
      const response = await accounts.call('PATCH', '/api/v1/auth/reset-password', {
        query: { token: 'D'.repeat(43) },
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ confirmPassword: 'The passwords do not match.' });
    });

    it.each([
      { url: '/api/v1/auth/recover-password', method: 'POST' as const },
      { url: '/api/v1/email/resend-verification-email', method: 'GET' as const },
    ])('refuses $method $url without a valid email, naming the field', async ({ url, method }) => {
      const missing = await accounts.call(method, url);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ email: 'Email is required.' });
      const malformed = await accounts.call(method, url, { query: { email: 'ann' }, language: 'es' });
      expect(malformed.json().errors.email).toMatch(/Correo electrónico/);
    });
  });
});
