import type { DataOf } from '../schema-types.ts';

/*
 * Staff sign-in through the company's OpenID Connect provider, as the server and the console both speak it
 * (src/server/staff/oidc/). The browser goes to the provider and back through the server; the server then sends it to
 * the console's completion page with a one-time code in the URL's fragment, which the console trades for the session's
 * tokens by POST: no token is ever in a URL.
 */

/** Where the console's login page sends the browser to start (a plain link: the server answers with a redirect). */
export const STAFF_OIDC_START_PATH = '/api/v1/staff/oidc/start';
/** The console's page that trades the one-time code of `#code=` for the session (under the console's `/staff`). */
export const STAFF_OIDC_COMPLETION_PATH = '/oidc';
/** The fragment's parameter holding the one-time code on the completion page. */
export const STAFF_OIDC_CODE_PARAMETER = 'code';
/** The login page's query parameter saying why a sign-in through the provider ended without a session. */
export const STAFF_OIDC_FAILURE_PARAMETER = 'oidc';

/**
 * Why a sign-in through the provider gave no session, as the login page words it:
 * `refused`: the person is in no group that maps to a role (or their account there is not the one linked here);
 * `disabled`: the member's account is disabled in the console; `cancelled`: the person stopped at the provider;
 * `failed`: anything else (an expired or replayed attempt, the provider unreachable or answering wrongly).
 */
const STAFF_OIDC_FAILURES = ['refused', 'disabled', 'cancelled', 'failed'] as const;
export type StaffOidcFailure = (typeof STAFF_OIDC_FAILURES)[number];

export function isStaffOidcFailure(value: unknown): value is StaffOidcFailure {
  return (STAFF_OIDC_FAILURES as readonly unknown[]).includes(value);
}

/** `GET /api/v1/staff/oidc/config`: whether the login page offers the company account. */
export interface StaffOidcConfig {
  enabled: boolean;
}

/** `GET /api/v1/staff/oidc/start?lang=`: the console's language, passed on to the provider as `ui_locales`. */
export const oidcStartQuery = {
  type: 'object',
  properties: { lang: { type: 'string', pattern: '^[a-z]{2}$' } },
} as const;

/** `POST /api/v1/staff/oidc/exchange`: the one-time code of the completion page; answers the session's tokens. */
export const oidcExchangeBody = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['code'],
  additionalProperties: false,
} as const;
export type OidcExchangeBody = DataOf<typeof oidcExchangeBody>;
