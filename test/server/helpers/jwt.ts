import { createHmac } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HASH_OF_ALG: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

/**
 * A JWT put together by hand, to present the server with tokens its signer would never make: expired, signed
 * with another key or another HMAC algorithm (the header's `alg`), or `alg: none` with no signature at all.
 */
export function craftJwt(
  header: { alg: string } & Record<string, unknown>,
  payload: Record<string, unknown>,
  secret?: string,
): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const hash = HASH_OF_ALG[header.alg];
  const signature = secret === undefined || !hash ? '' : createHmac(hash, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Seconds since the epoch, as JWT claims count time. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);
