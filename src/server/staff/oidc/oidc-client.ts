import * as client from 'openid-client';
import { normalizeEmail } from '../../accounts/repositories/users.ts';
import type { FlowChecks } from './oidc-flows.ts';
import { isLoopbackIssuer, type StaffOidcSettings } from './oidc-settings.ts';

/** How long one call to the provider (discovery, token, UserInfo) may take, in seconds (openid-client's unit). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Who the provider says signed in: its account (issuer and subject), the email and the groups. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** Lower case; undefined when the provider sent none, or said it is not verified. */
  email: string | undefined;
  /** The person's name as the provider gives it (the `name` claim), for the console; undefined when it sends none. */
  name: string | undefined;
  groups: string[];
}

/** The provider sent the person back with `error=access_denied`: they stopped there (or it refused them). */
export function isCancelled(error: unknown): boolean {
  return error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
}

/**
 * The console's OpenID Connect client (openid-client): the provider's metadata, discovered on first use and kept (a
 * provider down at start-up does not stop the server; a failed discovery is tried again on the next sign-in), the
 * authorization URL with PKCE (S256), state and nonce, and the callback's checks and code exchange.
 */
export function createOidcClient(settings: StaffOidcSettings, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain HTTP only for a provider on this machine (the environment schema refuses it anywhere else).
        execute: isLoopbackIssuer(settings.issuer) ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  /** The groups claim as providers send it: a list, or one group as a string. */
  const groupsOf = (claims: Record<string, unknown> | undefined): string[] | undefined => {
    const value = claims?.[settings.groupsClaim];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : undefined;
  };

  return {
    /** Fresh checks for one sign-in, and the provider's URL to send the browser to with them. */
    async authorizationUrl(language: string | undefined): Promise<{ url: URL; checks: FlowChecks }> {
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(language ? { ui_locales: language } : {}),
      });
      return { url, checks };
    },

    /**
     * Checks the provider's answer (`callbackQuery`: the callback's query string) against the sign-in's state, nonce
     * and PKCE verifier, trades the code for tokens, verifies the ID token, and reads who signed in. The ID token's
     * claims come first; what it lacks (many providers put email and groups only in UserInfo) is read from UserInfo
     * for the same subject. Throws openid-client's errors for anything wrong.
     */
    async identify(callbackQuery: string, checks: FlowChecks): Promise<ProviderIdentity> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri}?${callbackQuery}`), {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider answered no ID token');
      let claims: Record<string, unknown> = idToken;
      if (
        (groupsOf(claims) === undefined || typeof claims.email !== 'string') &&
        config.serverMetadata().userinfo_endpoint
      ) {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      }
      const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined;
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: email === undefined ? undefined : normalizeEmail(email),
        name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : undefined,
        groups: groupsOf(claims) ?? [],
      };
    },
  };
}
