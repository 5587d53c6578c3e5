import { linkIn } from '../../../scripts/lib/mail-catcher.ts';
import type { TestDatabaseKind } from '../../../scripts/lib/server-harness/databases.ts';
import { registration, startAccountsApp, type AccountsApp } from './accounts-app.ts';

/** The parts of a problem document that differ between any two requests. */
export const withoutRequest = ({ requestId: _id, ...rest }: Record<string, unknown>) => rest;

/** A verified account, made through the API, and its tokens (filled in by `startWithKnownAccount`). */
export const knownAccount = () => ({
  email: 'known@example.com',
  password: registration('').password,
  accessToken: '',
  refreshToken: '',
});

/** Registers `email` through the API and follows the link of its verification email. */
export async function registerAndVerify(accounts: AccountsApp, email: string): Promise<void> {
  await accounts.call('POST', '/api/v1/auth/register', { body: registration(email) });
  const link = linkIn(await accounts.mail.next(email), 'https://credit.example.test/verify-email');
  await accounts.call('GET', '/api/v1/email/verify', { query: { ac: new URL(link).searchParams.get('ac')! } });
}

/** The accounts app on `kind` with `known` registered, verified and logged in through the API. */
export async function startWithKnownAccount(
  kind: TestDatabaseKind,
  known: ReturnType<typeof knownAccount>,
): Promise<AccountsApp> {
  const accounts = await startAccountsApp(kind);
  await registerAndVerify(accounts, known.email);
  const tokens = (
    await accounts.call('POST', '/api/v1/auth/login', { body: { email: known.email, password: known.password } })
  ).json();
  known.accessToken = tokens.access_token;
  known.refreshToken = tokens.refresh_token;
  return accounts;
}
