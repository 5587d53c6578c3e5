import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import type { TestIdentityProvider } from '../../helpers/oidc-provider.ts';

/** How a test app reaches the test provider: the `STAFF_OIDC_*` variables, with groups mapped to three roles. */
export function oidcEnvironment(provider: TestIdentityProvider): Record<string, string> {
  return {
    STAFF_OIDC_ISSUER: provider.issuer,
    STAFF_OIDC_CLIENT_ID: provider.clientId,
    STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
    STAFF_OIDC_ROLE_MAP: 'credit-viewers=viewer, credit-analysts=analyst, credit-managers=manager',
  };
}

/** The callback the app's default `PUBLIC_URL` gives, which the provider's client is registered with. */
export const TEST_REDIRECT_URI = 'http://localhost:3000/api/v1/staff/oidc/callback';

/** One browser's way through a sign-in: the cookie `/start` set, and what each step answered. */
export interface Browser {
  cookie: string;
  /** The provider's authorization URL `/start` redirected to. */
  authorizationUrl: URL;
}

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** `GET /start` as a browser: the provider's URL and the sign-in cookie. */
export async function startSignIn(app: FastifyInstance): Promise<Browser> {
  const start = await app.inject({ method: 'GET', url: '/api/v1/staff/oidc/start?lang=es' });
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  return { cookie: cookieValue(start, 'staff_oidc')!, authorizationUrl: new URL(start.headers.location as string) };
}

/** The provider's redirect back, as the browser with `cookie` (none: a browser that did not start) follows it. */
export function callBack(app: FastifyInstance, redirect: URL, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie: `staff_oidc=${cookie}` } : {},
  });
}

/** The console's trade of the one-time code, from the browser with `cookie`. */
export function exchange(app: FastifyInstance, code: string, cookie?: string) {
  const xsrf = xsrfHeaders();
  return app.inject({
    method: 'POST',
    url: '/api/v1/staff/oidc/exchange',
    headers: { ...xsrf, cookie: [xsrf.cookie, ...(cookie ? [`staff_oidc=${cookie}`] : [])].join('; ') },
    payload: { code },
  });
}

/** The one-time code of the completion page the callback sent the browser to (`/staff/oidc#code=…`). */
export function handedCode(callback: LightMyRequestResponse): string {
  const location = String(callback.headers.location);
  const match = /^\/staff\/oidc#code=([\w-]{43})$/.exec(location);
  if (!match) throw new Error(`the callback sent the browser to ${location} (${callback.statusCode})`);
  return match[1];
}

/** A whole sign-in of `username` at the provider, up to the callback's answer. */
export async function signInThrough(app: FastifyInstance, provider: TestIdentityProvider, username: string) {
  const browser = await startSignIn(app);
  const redirect = await provider.signIn(browser.authorizationUrl.href, username);
  return { browser, redirect, callback: await callBack(app, redirect, browser.cookie) };
}
