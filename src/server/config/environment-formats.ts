import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseDataKey } from '../secrets.ts';
import { isIssuerUrl, roleMapOf } from '../staff/oidc/oidc-settings.ts';

/** Where the data lives: an embedded SQLite file, or a PostgreSQL server (for more than one app server). */
export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/**
 * Fastify's `trustProxy`: no proxy (`false`), a number of proxy hops in front of the server, or the proxies'
 * addresses and networks. Never `true` (Fastify's "trust every hop", which takes the first, client-written value).
 */
export type TrustProxy = false | number | string;

/** proxy-addr's names for the loopback, link-local and private networks. */
const PROXY_NETWORK_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Hops of `TRUST_PROXY=<number>`: more than a few proxies in a row is a mistake, not a deployment. */
export const MAX_PROXY_HOPS = 10;

/** `sqlite:<path>` (relative paths resolve against the working directory) or `postgres(ql)://…`; else undefined. */
export function databaseOf(url: string): DatabaseConfig | undefined {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    return path ? { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) } : undefined;
  }
  return /^postgres(ql)?:\/\//.test(url) && URL.canParse(url) ? { kind: 'postgres', url } : undefined;
}

/** One entry of a `TRUST_PROXY` list: an IP address, a network in CIDR notation, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NETWORK_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * `TRUST_PROXY`: unset (no proxy: the client is the socket's peer); a number of proxies in front of the server
 * (`1`: one load balancer; the client is the address it appends to `X-Forwarded-For`, and whatever the client wrote
 * before it is ignored); `true`, which means one hop; or a comma-separated list of the proxies' addresses,
 * networks (`10.0.0.0/8`) and the names `loopback`, `linklocal`, `uniquelocal`. Undefined when the text is none.
 */
export function trustProxyOf(text: string | undefined): TrustProxy | undefined {
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= MAX_PROXY_HOPS ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries.join(',') : undefined;
}

/** A URL whose scheme is one of `protocols` (`['http:', 'https:']`). */
function hasProtocol(text: string, protocols: string[]): boolean {
  return URL.canParse(text) && protocols.includes(new URL(text).protocol);
}

/** A host name of this machine: traffic to it never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

/** An `https:` URL, or an `http:` one to this machine (a receiver beside the server, or a test's). */
function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
}

/**
 * The environment schema's own formats (ajv `addFormat`), each the same test the derived value is read with, so
 * what the schema accepts is exactly what the server can use.
 */
export const ENVIRONMENT_FORMATS: Record<string, (text: string) => boolean> = {
  'http-url': (text) => hasProtocol(text, ['http:', 'https:']),
  'https-url': isHttpsUrl,
  'smtp-url': (text) => hasProtocol(text, ['smtp:', 'smtps:']),
  'database-url': (text) => databaseOf(text) !== undefined,
  'data-key': (text) => parseDataKey(text) !== undefined,
  'trust-proxy': (text) => trustProxyOf(text) !== undefined,
  'oidc-issuer': isIssuerUrl,
  'oidc-role-map': (text) => roleMapOf(text) !== undefined,
};
