import { dirname, join, resolve } from 'node:path';
import { databaseOf, trustProxyOf, type DatabaseConfig, type TrustProxy } from './config/environment-formats.ts';
import type { KbvProvider, LogLevel } from './config/environment-schema.ts';
import { validateEnvironment, type Environment } from './config/validate-environment.ts';
import { outboxSettingsOf } from './outbox/outbox-config.ts';
import type { OutboxSettings } from './outbox/outbox-worker.ts';
import { retentionSettingsOf, type RetentionSettings } from './retention/retention-config.ts';
import { referenceCheckMsOf } from './references/references-config.ts';
import { parseDataKey, readOrCreateSecrets } from './secrets.ts';
import { staffOidcSettingsOf, type StaffOidcSettings } from './staff/oidc/oidc-settings.ts';

export type { DatabaseConfig } from './config/environment-formats.ts';
export type { KbvProvider, LogLevel } from './config/environment-schema.ts';

/** Where and as whom the Trustev provider calls the vendor (`KBV_TRUSTEV_*`); set only when it is the provider. */
export interface TrustevConfig {
  /** Base of the API, e.g. `https://app.trustev.com/api/v2.0`, without a trailing slash. */
  url: string;
  username: string;
  password: string;
  secret: string;
}

/** The validated environment the server runs with. Every field has a working default for one machine. */
export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder of the SQLite file (or `./data`). */
  dataDir: string;
  /** Where `secrets.json` (generated secrets) lives: `SECRETS_DIR`, else `<dataDir>-secrets`, outside the data. */
  secretsDir: string;
  /** Where uploaded files (tax-exemption forms) are kept: `UPLOADS_DIR`, else `<dataDir>/uploads`. */
  uploadsDir: string;
  /** Unset: emails are written to `outboxDir` instead. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** How the outbox's worker polls and retries (`OUTBOX_POLL_MS`, `OUTBOX_RETRY_BASE_MS`, …). */
  outbox: OutboxSettings;
  /** How long drafts and decided applications' personal data are kept (`DRAFT_RETENTION_DAYS`, …). */
  retention: RetentionSettings;
  /** Where `npm run sanctions -- load` downloads the SDN list's CSV files from (`SANCTIONS_LIST_URL`). */
  sanctionsListUrl: string;
  /** How often a server looks for references' reminders that are due. */
  referenceCheckMs: number;
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
  /** How many reveals of SSNs and birth dates one staff member may make a day (UTC). */
  staffRevealsPerDay: number;
  logLevel: LogLevel;
  /** Which proxies' `X-Forwarded-For` names the client (`TRUST_PROXY`), for rate limits and the logged IP. */
  trustProxy: TrustProxy;
  /** Staff sign-in through the company's OpenID Connect provider (`STAFF_OIDC_*`); unset: password and code only. */
  staffOidc: StaffOidcSettings | undefined;
}

/** Thrown when the environment is unusable; `problems` names every bad variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
type Derived = Omit<Config, 'jwtSecret' | 'dataKey' | 'secretsFile'>;

/**
 * Reads the environment into a Config: the schema (config/environment-schema.ts) checks every variable and reports
 * every problem before failing, so an operator fixes them in one go; the values the server uses are then derived
 * from the checked text. Relative paths resolve against the working directory. Secrets left unset are generated
 * once into `<secretsDir>/secrets.json` and reused on later starts (see secrets.ts).
 */
export function loadConfig(env: Env = process.env): Config {
  const { environment, problems } = validateEnvironment(env);
  if (!environment) throw new ConfigError(problems);
  const derived = derive(environment);
  const jwtSecret = environment.JWT_SECRET;
  const dataKey = environment.DATA_KEY === undefined ? undefined : parseDataKey(environment.DATA_KEY);
  if (jwtSecret !== undefined && dataKey !== undefined)
    return { ...derived, jwtSecret, dataKey, secretsFile: undefined };

  try {
    const stored = readOrCreateSecrets(derived.secretsDir, derived.dataDir);
    return {
      ...derived,
      jwtSecret: jwtSecret ?? stored.jwtSecret,
      dataKey: dataKey ?? stored.dataKey,
      secretsFile: stored.file,
    };
  } catch (error) {
    throw new ConfigError([(error as Error).message]);
  }
}

/** The values the server runs with, from an environment the schema accepted (so every parse here succeeds). */
function derive(env: Environment): Derived {
  const database = databaseOf(env.DATABASE_URL) as DatabaseConfig;
  const dataDir = database.kind === 'sqlite' && database.path !== ':memory:' ? dirname(database.path) : resolve('data');
  return {
    port: env.PORT,
    host: env.HOST,
    database,
    dataDir,
    // Beside the data folder, not in it: a backup of the database then does not carry the key that decrypts it.
    secretsDir: resolve(env.SECRETS_DIR ?? `${dataDir}-secrets`),
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    smtpUrl: withoutTrailingSlash(env.SMTP_URL),
    outboxDir: resolve(env.OUTBOX_DIR),
    outbox: outboxSettingsOf(env),
    retention: retentionSettingsOf(env),
    sanctionsListUrl: withoutTrailingSlash(env.SANCTIONS_LIST_URL),
    referenceCheckMs: referenceCheckMsOf(env),
    publicUrl: withoutTrailingSlash(env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT)),
    kbvProvider: env.KBV_PROVIDER,
    kbvTimeoutMs: env.KBV_TIMEOUT_MS,
    trustev: trustevOf(env),
    formsHost: withoutTrailingSlash(env.FORMS_HOST) ?? '',
    imagesHost: withoutTrailingSlash(env.IMAGES_HOST) ?? '',
    creditDeptEmail: env.CREDIT_DEPT_EMAIL,
    decisionWebhook:
      env.DECISION_WEBHOOK_URL === undefined
        ? undefined
        : { url: withoutTrailingSlash(env.DECISION_WEBHOOK_URL), secret: env.DECISION_WEBHOOK_SECRET as string },
    staffRevealsPerDay: env.STAFF_REVEALS_PER_DAY,
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxyOf(env.TRUST_PROXY) as TrustProxy,
    staffOidc: staffOidcSettingsOf(env),
  };
}

const LOCALHOST_ADDRESSES = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1']);

/**
 * The address the server listens on, as a link's base: what a newcomer who starts it with only `PORT` set opens in
 * the browser, so the links the staff command prints and the emails carry lead to the running server. A loopback
 * or "every interface" address is written `localhost`, the name the README gives (one origin, so one browser
 * storage, for the page and the links); an IPv6 address goes in brackets.
 */
function listenUrl(host: string, port: number): string {
  const reachable = LOCALHOST_ADDRESSES.has(host) ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Links are built as `${base}/path`: a base ending in `/` would double it. */
function withoutTrailingSlash<T extends string | undefined>(url: T): T {
  return url?.replace(/\/+$/, '') as T;
}

/** The vendor's address and credentials, when Trustev is the provider (the schema made all four required then). */
function trustevOf(env: Environment): TrustevConfig | undefined {
  if (env.KBV_PROVIDER !== 'trustev') return undefined;
  return {
    url: withoutTrailingSlash(env.KBV_TRUSTEV_URL as string),
    username: env.KBV_TRUSTEV_USERNAME as string,
    password: env.KBV_TRUSTEV_PASSWORD as string,
    secret: env.KBV_TRUSTEV_SECRET as string,
  };
}
