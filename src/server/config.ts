import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { parseOutboxSettings } from './outbox/outbox-config.ts';
import type { OutboxSettings } from './outbox/outbox-worker.ts';
import { DATA_KEY_BYTES, MIN_JWT_SECRET_LENGTH, parseDataKey, readOrCreateSecrets } from './secrets.ts';

/** Where the data lives: an embedded SQLite file, or a PostgreSQL server (for more than one app server). */
export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Identity-verification providers: the built-in sandbox, and TransUnion's Trustev API over HTTP. */
export const KBV_PROVIDERS = ['sandbox', 'trustev'] as const;
export type KbvProvider = (typeof KBV_PROVIDERS)[number];

/** Where and as whom the Trustev provider calls the vendor (`KBV_TRUSTEV_*`); set only when it is the provider. */
export interface TrustevConfig {
  /** Base of the API, e.g. `https://app.trustev.com/api/v2.0`, without a trailing slash. */
  url: string;
  username: string;
  password: string;
  secret: string;
}

/** `KBV_TIMEOUT_MS`: the default, and the range an operator may choose from. */
export const KBV_TIMEOUT_MS = { default: 10_000, min: 100, max: 120_000 } as const;

/** The validated environment the server runs with. Every field has a working default for one machine. */
export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder of the SQLite file (or `./data`): where `secrets.json` lives. */
  dataDir: string;
  /** Where uploaded files (tax-exemption forms) are kept: `UPLOADS_DIR`, else `<dataDir>/uploads`. */
  uploadsDir: string;
  /** Unset: emails are written to `outboxDir` instead. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** How the outbox's worker polls and retries (`OUTBOX_POLL_MS`, `OUTBOX_RETRY_BASE_MS`, …). */
  outbox: OutboxSettings;
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  kbvProvider: KbvProvider;
  /** How long one call to the identity provider may take in all before it counts as failed. */
  kbvTimeoutMs: number;
  trustev: TrustevConfig | undefined;
  /** HS256 key of access tokens. */
  jwtSecret: string;
  /** 32-byte key that encrypts SSNs at rest. */
  dataKey: Buffer;
  /** `secrets.json` when a secret was read from or written to it, so start-up can warn where that matters. */
  secretsFile: string | undefined;
  /** Origin of the paper-form PDFs; empty means the app's own origin. */
  formsHost: string;
  /** Origin of the tax-exemption form files; empty means the app's own origin. */
  imagesHost: string;
  creditDeptEmail: string;
  /** Where each staff decision is POSTed, signed with HMAC-SHA256 of `secret`; unset: no webhook. */
  decisionWebhook: { url: string; secret: string } | undefined;
  logLevel: LogLevel;
  /** Which proxies' `X-Forwarded-For` names the client (`TRUST_PROXY`), for rate limits and the logged IP. */
  trustProxy: TrustProxy;
}

/**
 * Fastify's `trustProxy`: no proxy (`false`), a number of proxy hops in front of the server, or the proxies'
 * addresses and networks. Never `true` (Fastify's "trust every hop", which takes the first, client-written value).
 */
export type TrustProxy = false | number | string;

/** Thrown when the environment is unusable; `problems` names every bad variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
type Parsed = Omit<Config, 'jwtSecret' | 'dataKey' | 'secretsFile'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the environment into a Config, collecting every problem before failing so an operator fixes them in one
 * go. Relative paths resolve against the working directory. Secrets left unset are generated once into
 * `<dataDir>/secrets.json` and reused on later starts (see secrets.ts).
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const parsed = parseEnv(env, problems);
  const jwtSecret = optional(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  const dataKeyText = optional(env.DATA_KEY);
  const dataKey = dataKeyText === undefined ? undefined : parseDataKey(dataKeyText);
  if (dataKeyText !== undefined && !dataKey) {
    problems.push(`DATA_KEY must be ${DATA_KEY_BYTES} bytes encoded as base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  if (problems.length) throw new ConfigError(problems);
  if (jwtSecret !== undefined && dataKey !== undefined)
    return { ...parsed, jwtSecret, dataKey, secretsFile: undefined };

  try {
    const stored = readOrCreateSecrets(parsed.dataDir);
    return {
      ...parsed,
      jwtSecret: jwtSecret ?? stored.jwtSecret,
      dataKey: dataKey ?? stored.dataKey,
      secretsFile: stored.file,
    };
  } catch (error) {
    throw new ConfigError([(error as Error).message]);
  }
}

function parseEnv(env: Env, problems: string[]): Parsed {
  const database = parseDatabase(optional(env.DATABASE_URL) ?? 'sqlite:./data/app.db', problems);
  const dataDir = database.kind === 'sqlite' && database.path !== ':memory:' ? dirname(database.path) : resolve('data');
  return {
    port: parsePort(optional(env.PORT) ?? '3000', problems),
    host: optional(env.HOST) ?? '127.0.0.1',
    database,
    dataDir,
    uploadsDir: resolve(optional(env.UPLOADS_DIR) ?? join(dataDir, 'uploads')),
    smtpUrl: parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    outboxDir: resolve(optional(env.OUTBOX_DIR) ?? './data/outbox'),
    outbox: parseOutboxSettings(env, problems),
    publicUrl: parseUrl(env, 'PUBLIC_URL', ['http:', 'https:'], problems, 'http://localhost:3000') ?? '',
    ...parseIdentityProvider(env, problems),
    formsHost: parseUrl(env, 'FORMS_HOST', ['http:', 'https:'], problems) ?? '',
    imagesHost: parseUrl(env, 'IMAGES_HOST', ['http:', 'https:'], problems) ?? '',
    creditDeptEmail: parseEmail(env, 'CREDIT_DEPT_EMAIL', 'credit@example.com', problems),
    decisionWebhook: parseDecisionWebhook(env, problems),
    logLevel: parseChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info', problems),
    trustProxy: parseTrustProxy(optional(env.TRUST_PROXY), problems),
  };
}

/** The secret of the decision webhook must be long enough that its signatures cannot be guessed. */
const MIN_WEBHOOK_SECRET_LENGTH = 32;

/** `DECISION_WEBHOOK_URL` (http or https) with `DECISION_WEBHOOK_SECRET`; both or neither. */
function parseDecisionWebhook(env: Env, problems: string[]): Config['decisionWebhook'] {
  const url = parseUrl(env, 'DECISION_WEBHOOK_URL', ['http:', 'https:'], problems);
  const secret = optional(env.DECISION_WEBHOOK_SECRET);
  if (!url) return undefined;
  if (!secret || secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    problems.push(
      `DECISION_WEBHOOK_SECRET must be set, at least ${MIN_WEBHOOK_SECRET_LENGTH} characters, with ` +
        `DECISION_WEBHOOK_URL`,
    );
    return undefined;
  }
  return { url, secret };
}

/** proxy-addr's names for the loopback, link-local and private networks. */
const PROXY_NETWORK_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Hops of `TRUST_PROXY=<number>`: more than a few proxies in a row is a mistake, not a deployment. */
const MAX_PROXY_HOPS = 10;

/**
 * `TRUST_PROXY`: unset (no proxy: the client is the socket's peer); a number of proxies in front of the server
 * (`1`: one load balancer; the client is the address it appends to `X-Forwarded-For`, and whatever the client wrote
 * before it is ignored); `true`, which means one hop; or a comma-separated list of the proxies' addresses,
 * networks (`10.0.0.0/8`) and the names `loopback`, `linklocal`, `uniquelocal`.
 */
function parseTrustProxy(text: string | undefined, problems: string[]): TrustProxy {
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    return (
      PROXY_NETWORK_NAMES.includes(entry) ||
      (version > 0 &&
        rest.length === 0 &&
        (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))))
    );
  };
  const wrong = entries.filter((entry) => !valid(entry));
  if (wrong.length === 0) return entries.join(',');
  problems.push(
    `TRUST_PROXY must be a number of proxy hops (1 to ${MAX_PROXY_HOPS}; true means 1), ` +
      `or the addresses and networks of the proxies separated by commas (got "${wrong.join(', ')}")`,
  );
  return false;
}

/** An empty variable counts as unset: `FOO= npm start` should not mean "FOO is the empty string". */
function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(text: string, problems: string[]): number {
  const port = Number(text);
  if (/^\d+$/.test(text) && port <= 65535) return port;
  problems.push(`PORT must be a whole number from 0 to 65535 (got "${text}")`);
  return 0;
}

function parseDatabase(url: string, problems: string[]): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path) return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  } else if (/^postgres(ql)?:\/\//.test(url) && URL.canParse(url)) {
    return { kind: 'postgres', url };
  }
  problems.push('DATABASE_URL must be sqlite:<path> or postgres://user:password@host:port/database');
  return { kind: 'sqlite', path: ':memory:' };
}

/** A URL with one of `protocols`, without its trailing slash; `undefined` when unset and without default. */
function parseUrl(
  env: Env,
  name: string,
  protocols: string[],
  problems: string[],
  fallback?: string,
): string | undefined {
  const text = optional(env[name]) ?? fallback;
  if (text === undefined) return undefined;
  if (URL.canParse(text) && protocols.includes(new URL(text).protocol)) return text.replace(/\/+$/, '');
  problems.push(
    `${name} must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')} (got "${text}")`,
  );
  return undefined;
}

function parseChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const text = optional(env[name]) ?? fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  problems.push(`${name} must be one of ${choices.join(', ')} (got "${text}")`);
  return fallback;
}

function parseEmail(env: Env, name: string, fallback: string, problems: string[]): string {
  const text = optional(env[name]) ?? fallback;
  if (EMAIL.test(text)) return text;
  problems.push(`${name} must be an email address (got "${text}")`);
  return fallback;
}

/** The identity provider, its time limit and, for Trustev, the vendor's address and credentials (all required). */
function parseIdentityProvider(env: Env, problems: string[]): Pick<Config, 'kbvProvider' | 'kbvTimeoutMs' | 'trustev'> {
  const kbvProvider = parseChoice(env, 'KBV_PROVIDER', KBV_PROVIDERS, 'sandbox', problems);
  const timeoutText = optional(env.KBV_TIMEOUT_MS) ?? String(KBV_TIMEOUT_MS.default);
  const kbvTimeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || kbvTimeoutMs < KBV_TIMEOUT_MS.min || kbvTimeoutMs > KBV_TIMEOUT_MS.max) {
    problems.push(
      `KBV_TIMEOUT_MS must be a whole number of milliseconds from ${KBV_TIMEOUT_MS.min} to ${KBV_TIMEOUT_MS.max} ` +
        `(got "${timeoutText}")`,
    );
  }
  if (kbvProvider !== 'trustev') return { kbvProvider, kbvTimeoutMs, trustev: undefined };
  const url = parseUrl(env, 'KBV_TRUSTEV_URL', ['http:', 'https:'], problems);
  if (url === undefined && optional(env.KBV_TRUSTEV_URL) === undefined)
    problems.push('KBV_TRUSTEV_URL must be set when KBV_PROVIDER is trustev');
  const [username, password, secret] = (
    ['KBV_TRUSTEV_USERNAME', 'KBV_TRUSTEV_PASSWORD', 'KBV_TRUSTEV_SECRET'] as const
  ).map((name) => {
    const value = optional(env[name]);
    if (value === undefined) problems.push(`${name} must be set when KBV_PROVIDER is trustev`);
    return value ?? '';
  });
  return { kbvProvider, kbvTimeoutMs, trustev: { url: url ?? '', username, password, secret } };
}
