/** Written instead of a secret or a piece of PII. */
export const REDACTED = '[REDACTED]';

/**
 * Names of fields whose values never reach a log line, wherever they sit in a logged object (compared without
 * case): credentials, tokens, the cross-site token, a staff member's authenticator code and secret (and its
 * `otpauth://` URL, which carries the secret), and the applicant's SSN, birth date, signature and federal tax ID.
 */
const SENSITIVE_KEYS = new Set(
  [
    'authorization',
    'cookie',
    'set-cookie',
    'x-xsrf-token',
    'password',
    'newPassword',
    'confirmPassword',
    'passwordRecoveryAnswer',
    'ssn',
    'dateOfBirth',
    'token',
    'ac',
    'signature',
    'access_token',
    'refresh_token',
    'otp',
    'totpSecret',
    'otpauthUrl',
    'federalTaxId',
  ].map((key) => key.toLowerCase()),
);

/** Query parameters whose values are masked in logged URLs: email links carry tokens, and emails are PII. */
const MASKED_QUERY_KEYS = new Set(['ac', 'token', 'email']);

/** Deep objects are cut off here: a log line never needs more, and it bounds the work. */
const MAX_DEPTH = 10;

/**
 * Object literals, `Object.create(null)` objects, and the prototype-free objects Fastify parses query strings
 * into (their prototype has no prototype itself); not class instances.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * A copy of `value` with every sensitive field replaced by `[REDACTED]`, at any depth of plain objects and arrays.
 * Other objects (requests, errors, buffers) pass through untouched: their serializers decide what they show.
 */
export function redactDeep<T>(value: T, depth = 0): T {
  if (Array.isArray(value)) return (depth >= MAX_DEPTH ? [] : value.map((item) => redactDeep(item, depth + 1))) as T;
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return {} as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SENSITIVE_KEYS.has(key.toLowerCase()) ? REDACTED : redactDeep(item, depth + 1);
  }
  return copy as T;
}

/** `/verify-email?ac=abc&x=1` → `/verify-email?ac=***&x=1`: the path and other parameters stay readable. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape cannot be a parameter the app reads; keep the raw name.
      }
      return MASKED_QUERY_KEYS.has(decoded.toLowerCase()) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Written instead of an email address found in an error's text. */
const EMAIL_MASK = '[email]';
/** Anything shaped like an address (`local@domain.tld`), also inside `<…>` or an SMTP server's reply. */
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/**
 * A copy of a serialized error with every email address in its texts masked, at any depth and in nested errors
 * too. Errors carry addresses their code put there: an SMTP server that refuses a recipient answers
 * `550 <ann@example.com>: no such user`, and nodemailer keeps it in the message, `response`, `rejected` and each
 * of `rejectedErrors`' `recipient`. Going through JSON reaches every enumerable field, whatever its class.
 */
export function maskEmails<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(EMAIL_ADDRESS, EMAIL_MASK) : item,
  ) as T;
}
