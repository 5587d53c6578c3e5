import redaxios from 'redaxios';
import i18next from '../../i18n.ts';
import { ApiError, type Problem } from '../../api/api-error.ts';
import { staffSession } from './staff-session.ts';

/** Redaxios answers a failed request by rejecting with the response itself (or an Error when offline). */
interface FailedResponse {
  status?: number;
  data?: unknown;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const http = redaxios.create({
  baseURL: '/api/v1/staff',
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call: what varies between the console's calls (the token and language are added at sending). */
interface CallConfig {
  method: 'get';
  url: string;
  data?: unknown;
  params?: Record<string, string>;
  responseType?: 'blob';
}

let lastActivity = Date.now();
/** When the server last saw this session: it ends a staff session after 30 minutes without a call. */
export const lastStaffActivity = () => lastActivity;

function headers(): Record<string, string> {
  const token = staffSession.accessToken;
  return { 'Accept-Language': i18next.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair (once for calls failing together); the server refuses an idle session. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= http
    .post<TokenPair>('/auth/refresh', undefined, {
      headers: { Authorization: `Bearer ${staffSession.refreshToken ?? ''}` },
    })
    .then(({ data }) => {
      staffSession.storeTokens(data.access_token, data.refresh_token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const problemCode = (failure: FailedResponse) => (failure.data as Problem | undefined)?.code;

function toApiError(error: unknown): ApiError {
  const failure = error as FailedResponse;
  // A 401 on a call made with a token means the session is over (idle, disabled): back to the login, saying why.
  if (failure.status === 401 && staffSession.accessToken) staffSession.end('expired');
  return new ApiError(failure.status ?? 0, typeof failure.data === 'object' ? (failure.data as Problem) : undefined);
}

/**
 * Sends a call with the staff token; an access token that merely expired (they live 15 minutes) is refreshed once
 * and the call sent again, which the server allows only while the session has been used within 30 minutes.
 */
async function send<T>(config: CallConfig): Promise<T> {
  try {
    let answer;
    try {
      answer = await http<T>({ ...config, headers: headers() });
    } catch (error) {
      const failure = error as FailedResponse;
      if (failure.status !== 401 || problemCode(failure) !== 'JWT_EXPIRED' || !(await refreshTokens())) throw error;
      answer = await http<T>({ ...config, headers: headers() });
    }
    lastActivity = Date.now();
    return answer.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Calls the staff API under `/api/v1/staff` with the staff token (never the applicant's), the page language and the
 * cross-site token. Failures reject with an `ApiError`; a 401 ends the staff session, which shows the staff login.
 */
export function staffApi<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  params?: Record<string, string>,
): Promise<T> {
  return send<T>({ method: method as 'get', url, data: body, params });
}

/** Ends the staff session here and tells the server to close it, so that its refresh token stops working. */
export function logOutStaff(): void {
  const refreshToken = staffSession.refreshToken;
  staffSession.end();
  if (refreshToken)
    http.post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${refreshToken}` } }).catch(() => {});
}

/**
 * Downloads a file the staff API serves (the signed PDF, a certificate) with the staff token, and hands it to the
 * browser under `fileName`: a plain link could not carry the token. The server records the download.
 */
export async function staffDownload(url: string, fileName: string): Promise<void> {
  const blob = await send<Blob>({ method: 'get', url, responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
