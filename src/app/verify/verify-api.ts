/** `POST /api/v1/verify`'s answer (src/server/verify/verify-routes.ts). */
export type VerifyAnswer = { valid: true; applicationId: string; version: number; signedAt: string } | { valid: false };

/** Why a file could not be checked: larger than any PDF the server issues, or the request failed. */
export type VerifyFailure = 'tooLarge' | 'failed';

/** The largest file sent: the server refuses larger ones (VERIFY_BODY_LIMIT_BYTES), so it is not uploaded at all. */
const MAX_BYTES = 5 * 1024 * 1024;

/** The cross-site token the server set as a cookie, sent back in a header as every unsafe call must. */
const xsrfToken = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length) ?? '';

/**
 * Sends the file's bytes as they are (`application/pdf`): the server compares their SHA-256 with the versions it
 * issued. No account is needed. The API client is not used: it sends JSON with the session's token, neither wanted.
 */
export async function verifyPdf(file: Blob): Promise<VerifyAnswer | VerifyFailure> {
  if (file.size > MAX_BYTES) return 'tooLarge';
  try {
    const response = await fetch('/api/v1/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-xsrf-token': decodeURIComponent(xsrfToken()) },
      body: file,
    });
    if (response.status === 413) return 'tooLarge';
    if (!response.ok) return 'failed';
    return (await response.json()) as VerifyAnswer;
  } catch {
    return 'failed';
  }
}
