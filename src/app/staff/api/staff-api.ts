import redaxios from 'redaxios';
import i18next from '../../i18n.ts';
import { ApiError, type Problem } from '../../api/api-error.ts';
import { staffSession } from './staff-session.ts';

/** Redaxios answers a failed request by rejecting with the response itself (or an Error when offline). */
interface FailedResponse {
  status?: number;
  data?: unknown;
}

const http = redaxios.create({
  baseURL: '/api/v1/staff',
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let lastActivity = Date.now();
/** When the server last saw this session: it ends a staff session after 30 minutes without a call. */
export const lastStaffActivity = () => lastActivity;

function headers(): Record<string, string> {
  const token = staffSession.accessToken;
  return { 'Accept-Language': i18next.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

function toApiError(error: unknown): ApiError {
  const failure = error as FailedResponse;
  // A 401 on a call made with a token means the session is over (idle, expired, disabled): back to the login.
  if (failure.status === 401 && staffSession.accessToken) staffSession.end('expired');
  return new ApiError(failure.status ?? 0, typeof failure.data === 'object' ? (failure.data as Problem) : undefined);
}

/**
 * Calls the staff API under `/api/v1/staff` with the staff token (never the applicant's), the page language and the
 * cross-site token. Failures reject with an `ApiError`; a 401 ends the staff session, which shows the staff login.
 */
export async function staffApi<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  params?: Record<string, string>,
): Promise<T> {
  try {
    const { data } = await http<T>({ method: method as 'get', url, data: body, params, headers: headers() });
    lastActivity = Date.now();
    return data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Downloads a file the staff API serves (the signed PDF, a certificate) with the staff token, and hands it to the
 * browser under `fileName`: a plain link could not carry the token. The server records the download.
 */
export async function staffDownload(url: string, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    ({ data: blob } = await http<Blob>({ method: 'get', url, headers: headers(), responseType: 'blob' }));
    lastActivity = Date.now();
  } catch (error) {
    throw toApiError(error);
  }
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
