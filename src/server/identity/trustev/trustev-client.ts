import { createHash } from 'node:crypto';
import type { TrustevConfig } from '../../config.ts';
import { KbvProviderError } from '../provider.ts';
import type { TrustevTokenRequest, TrustevTokenResponse } from './trustev-types.ts';

/** A token is renewed this long before the vendor says it expires, so no call carries one that just lapsed. */
const TOKEN_MARGIN_MS = 60_000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The vendor's credential hash: `sha256(sha256("<timestamp>.<value>") + "." + secret)`, lower-case hex. */
function credentialHash(value: string, secret: string, timestamp: string): string {
  return sha256Hex(`${sha256Hex(`${timestamp}.${value}`)}.${secret}`);
}

/** One authenticated call to the vendor: method, path below the API base, JSON body (or none), deadline. */
export type TrustevCall = <T>(method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal) => Promise<T>;

/**
 * Calls the Trustev API as `KBV_TRUSTEV_*` configure it: JSON in and out, `X-Authorization: <user> <token>` with
 * a token fetched from `/token` and reused until shortly before it expires. Every failure (no answer, timeout,
 * a status other than 2xx, a body that is not JSON) becomes a `KbvProviderError` naming only the call and the
 * status: bodies are never logged or quoted, since they may echo the applicant's data.
 */
export function createTrustevClient(config: TrustevConfig, fetchFn: typeof fetch = fetch): TrustevCall {
  let token: { value: string; renewAt: number } | undefined;

  const send = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
    headers: Record<string, string>,
  ): Promise<T> => {
    const call = `trustev: ${method} ${path.replace(/\/[0-9a-f-]{8,}(?=\/|$)/gi, '/{id}')}`;
    let response: Response;
    try {
      response = await fetchFn(`${config.url}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || signal.aborted;
      throw new KbvProviderError(`${call} ${timedOut ? 'timed out' : 'could not be sent'}`, {
        cause: timedOut ? undefined : error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new KbvProviderError(`${call} answered ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new KbvProviderError(`${call} answered with a body that is not JSON`);
    }
  };

  const currentToken = async (signal: AbortSignal): Promise<string> => {
    if (token && Date.now() < token.renewAt) return token.value;
    const timestamp = new Date().toISOString();
    const request: TrustevTokenRequest = {
      UserName: config.username,
      PasswordHash: credentialHash(config.password, config.secret, timestamp),
      UserNameHash: credentialHash(config.username, config.secret, timestamp),
      TimeStamp: timestamp,
    };
    const answer = await send<TrustevTokenResponse>('POST', '/token', request, signal, {});
    const expires = Date.parse(answer?.ExpireAt ?? '');
    if (typeof answer?.APIToken !== 'string' || !answer.APIToken)
      throw new KbvProviderError('trustev: POST /token answered without a token');
    token = { value: answer.APIToken, renewAt: Number.isNaN(expires) ? 0 : expires - TOKEN_MARGIN_MS };
    return token.value;
  };

  return async (method, path, body, signal) => {
    const value = await currentToken(signal);
    return send(method, path, body, signal, { 'x-authorization': `${config.username} ${value}` });
  };
}
