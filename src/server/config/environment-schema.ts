import { DATA_KEY_BYTES, MIN_JWT_SECRET_LENGTH } from '../secrets.ts';
import { OUTBOX_ENVIRONMENT } from '../outbox/outbox-config.ts';
import { STAFF_OIDC_ENVIRONMENT, STAFF_OIDC_ENVIRONMENT_RULE } from '../staff/oidc/oidc-settings.ts';
import { RETENTION_ENVIRONMENT } from '../retention/retention-config.ts';
import { SCREENING_ENVIRONMENT } from '../screening/screening-config.ts';
import { REFERENCES_ENVIRONMENT } from '../references/references-config.ts';
import { MAX_PROXY_HOPS } from './environment-formats.ts';
import { url, wholeNumber } from './schema-parts.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Identity-verification providers: the built-in sandbox, and TransUnion's Trustev API over HTTP. */
const KBV_PROVIDERS = ['sandbox', 'trustev'] as const;
export type KbvProvider = (typeof KBV_PROVIDERS)[number];

/** `KBV_TIMEOUT_MS`: the default, and the range an operator may choose from. */
const KBV_TIMEOUT_MS = { default: 10_000, min: 100, max: 120_000 } as const;

/** `STAFF_REVEALS_PER_DAY`: the default, and the range an operator may choose from. */
const STAFF_REVEALS_PER_DAY = { default: 20, min: 1, max: 10_000 } as const;

/** The secret of the decision webhook must be long enough that its signatures cannot be guessed. */
const MIN_WEBHOOK_SECRET_LENGTH = 32;

/** Set (and only then checked) when the identity provider is Trustev. */
const TRUSTEV_VARIABLES = [
  'KBV_TRUSTEV_URL',
  'KBV_TRUSTEV_USERNAME',
  'KBV_TRUSTEV_PASSWORD',
  'KBV_TRUSTEV_SECRET',
] as const;

/**
 * The server's environment as a JSON Schema: every variable with its type, default, allowed values and what it is
 * for (docs/operations.md#settings says the same for people). Values arrive as text; ajv coerces numbers, fills in the
 * defaults and, with ajv-errors, words one message per variable. `writeOnly` marks a variable whose value may hold
 * a password or key: a message never quotes it. Empty variables count as unset (config.ts).
 */
export const ENVIRONMENT_SCHEMA = {
  type: 'object',
  properties: {
    PORT: wholeNumber({ default: 3000, min: 0, max: 65535 }, 'where the server listens'),
    HOST: { type: 'string', default: '127.0.0.1', description: 'the address the server listens on' },
    DATABASE_URL: {
      writeOnly: true,
      type: 'string',
      format: 'database-url',
      default: 'sqlite:./data/app.db',
      description: 'sqlite:<path> (embedded) or postgres://… (for more than one server)',
      errorMessage: 'must be sqlite:<path> or postgres://user:password@host:port/database',
    },
    UPLOADS_DIR: { type: 'string', description: 'where uploaded files are kept; <folder of the SQLite file>/uploads' },
    SMTP_URL: {
      ...url('smtp-url', 'the SMTP server every email is sent through; unset: emails go to OUTBOX_DIR'),
      writeOnly: true,
    },
    OUTBOX_DIR: { type: 'string', default: './data/outbox', description: 'where emails are written without SMTP' },
    ...OUTBOX_ENVIRONMENT,
    ...RETENTION_ENVIRONMENT,
    ...SCREENING_ENVIRONMENT,
    ...REFERENCES_ENVIRONMENT,
    PUBLIC_URL: url(
      'http-url',
      'base of the links in emails; unset: http://HOST:PORT, the address the server listens on',
    ),
    KBV_PROVIDER: {
      enum: KBV_PROVIDERS,
      default: 'sandbox',
      description: 'the identity-verification provider',
      errorMessage: `must be one of ${KBV_PROVIDERS.join(', ')}`,
    },
    KBV_TIMEOUT_MS: wholeNumber(KBV_TIMEOUT_MS, 'how long one call to the identity provider may take', 'milliseconds'),
    // Checked only while Trustev is the provider (below): the sandbox ignores vendor settings.
    KBV_TRUSTEV_URL: { type: 'string', description: 'base of the Trustev API, e.g. https://app.trustev.com/api/v2.0' },
    KBV_TRUSTEV_USERNAME: { type: 'string', description: 'the Trustev site user' },
    KBV_TRUSTEV_PASSWORD: { type: 'string', writeOnly: true, description: "the Trustev site user's password" },
    KBV_TRUSTEV_SECRET: { type: 'string', writeOnly: true, description: "the Trustev site's secret" },
    JWT_SECRET: {
      writeOnly: true,
      type: 'string',
      minLength: MIN_JWT_SECRET_LENGTH,
      description: 'the HS256 key of access tokens; unset: generated once into SECRETS_DIR/secrets.json',
      errorMessage: `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`,
    },
    DATA_KEY: {
      writeOnly: true,
      type: 'string',
      format: 'data-key',
      description:
        'the key that encrypts SSNs and birth dates at rest; unset: generated once into SECRETS_DIR/secrets.json',
      errorMessage: `must be ${DATA_KEY_BYTES} bytes encoded as base64 (e.g. \`openssl rand -base64 32\`)`,
    },
    SECRETS_DIR: {
      type: 'string',
      description: 'where generated secrets are kept (secrets.json); <folder of the SQLite file>-secrets, outside it',
    },
    FORMS_HOST: url('http-url', 'origin of the paper-form PDFs; unset: the app itself'),
    IMAGES_HOST: url('http-url', 'origin of the tax-exemption form files; unset: the app itself'),
    CREDIT_DEPT_EMAIL: {
      type: 'string',
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      default: 'credit@example.com',
      description: 'where a notice of each submitted application goes',
      errorMessage: 'must be an email address',
    },
    // The body names the applicant's business and the decision, and the signature proves it to whoever reads it.
    DECISION_WEBHOOK_URL: url('https-url', 'where each staff decision is POSTed; unset: no webhook'),
    DECISION_WEBHOOK_SECRET: {
      type: 'string',
      writeOnly: true,
      description: 'the HMAC-SHA256 key that signs the webhook',
    },
    STAFF_REVEALS_PER_DAY: wholeNumber(
      STAFF_REVEALS_PER_DAY,
      'how many times a day one staff member may reveal SSNs and birth dates; admins are emailed when one reaches it',
    ),
    LOG_LEVEL: {
      enum: LOG_LEVELS,
      default: 'info',
      description: 'the least severe log lines written',
      errorMessage: `must be one of ${LOG_LEVELS.join(', ')}`,
    },
    TRUST_PROXY: {
      type: 'string',
      format: 'trust-proxy',
      description: 'which proxies X-Forwarded-For is taken from: a number of hops, or their addresses and networks',
      errorMessage:
        `must be a number of proxy hops (1 to ${MAX_PROXY_HOPS}; true means 1), ` +
        'or the addresses and networks of the proxies separated by commas',
    },
    ...STAFF_OIDC_ENVIRONMENT,
  },
  allOf: [
    {
      // `required`: ajv runs `allOf` before `properties` fills in the default, so an unset provider reads as absent.
      if: { type: 'object', required: ['KBV_PROVIDER'], properties: { KBV_PROVIDER: { const: 'trustev' } } },
      then: {
        type: 'object',
        required: TRUSTEV_VARIABLES,
        properties: { KBV_TRUSTEV_URL: url('http-url', 'base of the Trustev API') },
        errorMessage: { required: 'must be set when KBV_PROVIDER is trustev' },
      },
    },
    {
      if: { type: 'object', required: ['DECISION_WEBHOOK_URL'] },
      then: {
        type: 'object',
        required: ['DECISION_WEBHOOK_SECRET'],
        properties: {
          DECISION_WEBHOOK_SECRET: { type: 'string', writeOnly: true, minLength: MIN_WEBHOOK_SECRET_LENGTH },
        },
        errorMessage: `must be set, at least ${MIN_WEBHOOK_SECRET_LENGTH} characters, with DECISION_WEBHOOK_URL`,
      },
    },
    STAFF_OIDC_ENVIRONMENT_RULE,
  ],
} as const;
