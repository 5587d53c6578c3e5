import type { FastifyServerOptions } from 'fastify';

/** How long a client may take over each part of a connection before the server hangs up on it. */
export interface ServerTimeouts {
  /** To send the request line and every header: a client dribbling headers a byte at a time is cut off here. */
  headersMs: number;
  /** To send the whole request, body included: long enough for a 10 MB upload on a slow line. */
  requestMs: number;
  /** Of silence on a connection at any point: a client that stops sending is cut off here. */
  idleMs: number;
  /** Of silence between two requests on a kept-alive connection. */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
};

/** Node checks the header and request deadlines on a timer; every second keeps them close to their value. */
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's server options for `timeouts`. Node's defaults let a client that sends a byte every few seconds hold
 * a connection for minutes (no idle limit, 60 s for headers checked every 30 s, 72 s of keep-alive in Fastify).
 */
export function timeoutOptions(timeouts: ServerTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, timeouts.headersMs / 2),
    },
  };
}
