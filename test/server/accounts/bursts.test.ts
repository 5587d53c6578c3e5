import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOKEN_ATTEMPTS } from '../../../src/server/accounts/repositories/account-tokens.ts';
import { MAX_LOGIN_FAILURES } from '../../../src/server/accounts/repositories/login-throttle.ts';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { registration, startAccountsApp, type AccountsApp } from './accounts-app.ts';
import { registerAndVerify } from './known-account.ts';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';
import { until } from '../../helpers/until.ts';

describe.each(testDatabaseKinds())('throttles hold against bursts on $name', (kind) => {
  let accounts: AccountsApp;
  const email = 'burst@example.com';
  const password = registration('').password;

  const login = (pass: string) => accounts.call('POST', '/api/v1/auth/login', { body: { email, password: pass } });
  const codes = (answers: Array<{ json(): { code?: string }; statusCode: number }>) =>
    answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json().code));
  const count = (list: Array<string | undefined>, code: string) => list.filter((item) => item === code).length;

  beforeAll(async () => {
    accounts = await startAccountsApp(kind);
    await registerAndVerify(accounts, email);
  });
  afterAll(async () => accounts?.close());

  /** A fresh start for each burst: no login attempts and no per-address counters from the burst before. */
  const forgetAttempts = async () => {
    await accounts.app.db.deleteFrom('login_attempts').execute();
    await accounts.app.db.deleteFrom('rate_limits').execute();
  };

  it('checks at most 5 of 25 wrong passwords sent at once; the rest are 429 before any hash', async () => {
    await forgetAttempts();
    const answers = codes(await Promise.all(Array.from({ length: 25 }, () => login('Wrong-Pass-1'))));
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(MAX_LOGIN_FAILURES);
    expect(count(answers, 'TOO_MANY_LOGIN_ATTEMPTS')).toBe(25 - MAX_LOGIN_FAILURES);
  });

  it('refuses the right password sent with 12 wrong ones once they spent the limit', async () => {
    await forgetAttempts();
    const attemptsCounted = async () => {
      const row = await accounts.app.db.selectFrom('login_attempts').select('attempts').executeTakeFirst();
      return Number(row?.attempts ?? 0) >= 12;
    };
    // The right one leaves while the wrong ones are still being answered, as soon as all 12 were counted.
    const [rightAnswer, ...wrongAnswers] = await Promise.all([
      until('12 attempts counted', attemptsCounted, { interval: 5 }).then(() => login(password)),
      ...Array.from({ length: 12 }, () => login('Wrong-Pass-1')),
    ]);
    expect(count(codes(wrongAnswers), 'INVALID_CREDENTIALS')).toBe(MAX_LOGIN_FAILURES);
    expect(rightAnswer.statusCode).toBe(429);
    expect(rightAnswer.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('checks 5 of 10 wrong recovery answers sent at once; they spend the link, the other 5 find it spent', async () => {
    await forgetAttempts();
    await accounts.call('POST', '/api/v1/auth/recover-password', { query: { email } });
    const token = new URL(
      linkIn(await accounts.mail.next(email), 'https://credit.example.test/reset-password'),
    ).searchParams.get('ac')!;
    const reset = (answer: string) =>
      accounts.call('PATCH', '/api/v1/auth/reset-password', {
        query: { token },
        body: { newPassword: 'Brand-New-55', passwordRecoveryAnswer: answer },
      });
    const answers = codes(await Promise.all(Array.from({ length: 10 }, () => reset('KITT'))));
    expect(count(answers, 'VALIDATION_FAILED')).toBe(MAX_TOKEN_ATTEMPTS);
    expect(count(answers, 'RESET_LINK_INVALID')).toBe(10 - MAX_TOKEN_ATTEMPTS);
    const checked = await accounts.app.db.selectFrom('account_tokens').select('failed_attempts').execute();
    expect(Math.max(...checked.map((row) => row.failed_attempts))).toBe(MAX_TOKEN_ATTEMPTS);
    // The spent link takes not even the right answer, and the reset page is told so.
    expect((await reset('Herbie the Love Bug')).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    const question = await accounts.call('GET', '/api/v1/auth/reset-password', { query: { token } });
    expect(question.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    // The password did not change.
    expect((await login(password)).statusCode).toBe(200);
  });

  it('answers recover-password before looking the email up: known and unknown emails take as long', async () => {
    await forgetAttempts();
    await accounts.app.db.deleteFrom('verification_email_sends').execute();
    const users = accounts.app.repositories.users;
    const lookUp = users.findByEmail;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const looked: string[] = [];
    users.findByEmail = async (address) => {
      looked.push(address);
      await gate;
      return lookUp(address);
    };
    try {
      // Both answers arrive while every lookup is held back: neither waited for the work that tells them apart.
      const answers = await Promise.all(
        [email, 'nobody-here@example.com'].map((address) =>
          accounts.call('POST', '/api/v1/auth/recover-password', { query: { email: address } }),
        ),
      );
      expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
        [200, answers[1].body],
        [200, answers[1].body],
      ]);
      await until('both addresses looked up', () => looked.length === 2);
    } finally {
      release();
      users.findByEmail = lookUp;
    }
    expect((await accounts.mail.next(email)).text).toContain('/reset-password?ac=');
  });
});
