import type { FastifyInstance } from 'fastify';
import { createAccountTokenStore, type AccountTokenStore } from './repositories/account-tokens.ts';
import { createCredentialStore, type CredentialStore } from './repositories/credentials.ts';
import { createLoginThrottle, type LoginThrottle } from './repositories/login-throttle.ts';
import { createRefreshTokenStore, type RefreshTokenStore } from './repositories/refresh-tokens.ts';
import { createVerificationSendLimit, type VerificationSendLimit } from './repositories/verification-send-limit.ts';

/** The account service's state, all in the database so that several servers can share it. */
interface Accounts {
  emailTokens: AccountTokenStore;
  refreshTokens: RefreshTokenStore;
  loginThrottle: LoginThrottle;
  verificationSends: VerificationSendLimit;
  credentials: CredentialStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tokens, throttles and credential changes of accounts (the account rows themselves: `repositories.users`). */
    accounts: Accounts;
  }
}

/** Decorates the app with `accounts` (a service: register it after the database, before the routes). */
export function registerAccounts(app: FastifyInstance): void {
  app.decorate('accounts', {
    emailTokens: createAccountTokenStore(app.db),
    refreshTokens: createRefreshTokenStore(app.db),
    loginThrottle: createLoginThrottle(app.db),
    verificationSends: createVerificationSendLimit(app.db),
    credentials: createCredentialStore(app.db),
  });
}
