import redaxios from 'redaxios';
import i18next from '../i18n.ts';
import { session } from '../session.ts';
import { ApiError, type Problem } from './api-error.ts';

/** Redaxios answers a failed request by rejecting with the response itself (or an Error when offline). */
interface FailedResponse {
  status: number;
  data?: unknown;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const http = redaxios.create({ baseURL: '/api', xsrfCookieName: 'XSRF-TOKEN', xsrfHeaderName: 'X-XSRF-TOKEN' });

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair, once even when several calls need it at the same moment. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= http
    .post<TokenPair>('/v1/auth/refresh', undefined, {
      headers: { Authorization: `Bearer ${session.refreshToken ?? ''}` },
    })
    .then(({ data }) => {
      session.storeTokens(data.access_token, data.refresh_token);
      return true;
    })
    .catch(() => {
      session.logOut();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function isExpiredJwt(failure: FailedResponse): boolean {
  return (
    failure.status === 401 &&
    /JWT/.test(typeof failure.data === 'string' ? failure.data : JSON.stringify(failure.data ?? ''))
  );
}

function send<T>(method: string, url: string, body?: unknown, params?: Record<string, string>) {
  const token = session.accessToken;
  return http<T>({
    method: method as 'get',
    url,
    data: body,
    params,
    headers: { 'Accept-Language': i18next.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * Calls the API under `/api` with the session's bearer token, the page language and the cross-site token. On a
 * 401 that names the JWT, refreshes the tokens once and retries; a failed refresh logs out. Failures reject with
 * an `ApiError` carrying the problem document's messages.
 */
export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  params?: Record<string, string>,
): Promise<T> {
  try {
    try {
      return (await send<T>(method, url, body, params)).data;
    } catch (error) {
      if (!isExpiredJwt(error as FailedResponse) || !session.refreshToken || !(await refreshTokens())) throw error;
      return (await send<T>(method, url, body, params)).data;
    }
  } catch (error) {
    const failure = error as FailedResponse;
    throw new ApiError(failure.status ?? 0, typeof failure.data === 'object' ? (failure.data as Problem) : undefined);
  }
}

/**
 * Logs out: the session (user and both tokens) is cleared at once, and the server is told to revoke the refresh
 * token's family, so a copy of it left anywhere stops working. That call may fail (offline): logging out still
 * happened for this browser.
 */
export function logOut(): void {
  const refreshToken = session.refreshToken;
  session.logOut();
  if (refreshToken) {
    http
      .post('/v1/auth/logout', undefined, { headers: { Authorization: `Bearer ${refreshToken}` } })
      .catch(() => undefined);
  }
}
