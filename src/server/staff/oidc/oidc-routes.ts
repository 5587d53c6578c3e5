import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  oidcExchangeBody,
  oidcStartQuery,
  STAFF_OIDC_CODE_PARAMETER,
  STAFF_OIDC_COMPLETION_PATH,
  STAFF_OIDC_FAILURE_PARAMETER,
  type StaffOidcConfig,
  type StaffOidcFailure,
} from '../../../shared/staff/oidc.ts';
import { hashToken, newToken } from '../../accounts/opaque-tokens.ts';
import { ProblemError } from '../../errors/problem.ts';
import { noStore } from '../../http/no-store.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { createOidcClient, isCancelled } from './oidc-client.ts';
import { createOidcFlows } from './oidc-flows.ts';
import { createOidcMembers } from './oidc-members.ts';

/** Where these routes are mounted; the browser's cookie is sent to them only. */
const OIDC_PREFIX = '/api/v1/staff/oidc';
/** Names the browser that started a sign-in, so the provider's answer and the one-time code open nothing elsewhere. */
const BROWSER_COOKIE = 'staff_oidc';
/** As long as a sign-in under way may take (oidc-flows.ts). */
const BROWSER_COOKIE_SECONDS = 10 * 60;

/** What a failed sign-in is logged with: the library's code and message, never the answer's tokens or claims. */
const failureOf = (error: unknown) => ({
  code: (error as { code?: unknown }).code,
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Staff sign-in through the company's OpenID Connect provider (mounted at `/api/v1/staff/oidc`), anonymous:
 * `GET /config` tells the login page whether it is on; `GET /start` sends the browser to the provider (PKCE S256,
 * state and nonce kept in the database under the hash of an HttpOnly cookie); `GET /callback` takes the browser back,
 * checks the answer, admits or refuses the person (oidc-members.ts) and sends the browser to the console with a
 * one-time code in the URL's fragment (never sent to a server, nor in a Referer); `POST /exchange` trades that code,
 * from the same browser, for the session's tokens. Failures land on the login page with `?oidc=<reason>`.
 */
export async function staffOidcRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  noStore(app);
  const { staffOidc: settings, publicUrl } = app.config;

  app.get('/config', async (): Promise<StaffOidcConfig> => ({ enabled: settings !== undefined }));
  if (!settings) return;

  const oidc = createOidcClient(settings, `${publicUrl}${OIDC_PREFIX}/callback`);
  const flows = createOidcFlows(app.db, app.fieldCipher);
  const members = createOidcMembers(app.db, app.staff.audit, settings.roleMap);
  const cookie = { path: OIDC_PREFIX, httpOnly: true, secure: publicUrl.startsWith('https:') } as const;
  const toLogin = (reply: FastifyReply, failure: StaffOidcFailure) =>
    reply.redirect(`/staff/login?${STAFF_OIDC_FAILURE_PARAMETER}=${failure}`, 303);

  app.get('/start', { schema: { querystring: oidcStartQuery } }, async (request, reply) => {
    let authorization;
    try {
      authorization = await oidc.authorizationUrl(request.query.lang);
    } catch (error) {
      request.log.error({ oidc: failureOf(error) }, 'the OpenID Connect provider could not be reached');
      return toLogin(reply, 'failed');
    }
    const browser = newToken();
    await flows.begin(hashToken(browser)!, authorization.checks);
    // Lax, not Strict: the provider's redirect back is a navigation from its site, which must carry the cookie.
    reply.setCookie(BROWSER_COOKIE, browser, { ...cookie, sameSite: 'lax', maxAge: BROWSER_COOKIE_SECONDS });
    return reply.redirect(authorization.url.href, 303);
  });

  app.get('/callback', async (request, reply) => {
    const browser = request.cookies[BROWSER_COOKIE];
    const browserHash = browser ? hashToken(browser) : undefined;
    const checks = browserHash ? await flows.take(browserHash) : undefined;
    if (!browserHash || !checks) {
      request.log.warn('a sign-in answer of the OpenID Connect provider arrived for no sign-in under way here');
      return toLogin(reply, 'failed');
    }
    let identity;
    try {
      identity = await oidc.identify(request.url.split('?')[1] ?? '', checks);
    } catch (error) {
      if (isCancelled(error)) return toLogin(reply, 'cancelled');
      request.log.warn({ oidc: failureOf(error) }, 'a sign-in through the OpenID Connect provider failed its checks');
      return toLogin(reply, 'failed');
    }
    const outcome = await members.signIn(identity, request.ip);
    if ('refused' in outcome) return toLogin(reply, outcome.refused === 'disabled' ? 'disabled' : 'refused');
    const code = newToken();
    await flows.handOff(hashToken(code)!, browserHash, outcome.staffId);
    return reply.redirect(`/staff${STAFF_OIDC_COMPLETION_PATH}#${STAFF_OIDC_CODE_PARAMETER}=${code}`, 303);
  });

  app.post('/exchange', { schema: { body: oidcExchangeBody } }, async (request, reply) => {
    const browser = request.cookies[BROWSER_COOKIE];
    reply.clearCookie(BROWSER_COOKIE, cookie);
    const codeHash = hashToken(request.body.code);
    const browserHash = browser ? hashToken(browser) : undefined;
    const staffId = codeHash && browserHash ? await flows.redeem(codeHash, browserHash) : undefined;
    // Checked again: the member may have been disabled since the callback admitted them.
    const member = staffId ? await app.staffAuth.accounts.findById(staffId) : undefined;
    if (!member || member.disabled_at) throw new ProblemError(401, 'STAFF_OIDC_CODE_INVALID');
    return app.staffAuth.openSession(member.id);
  });
}
