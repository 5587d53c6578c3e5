import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: guessing is hopeless, so a fast hash is enough to store them (unlike passwords). */
const TOKEN_BYTES = 32;
/** What `newToken` makes: 43 base64url characters. Anything else is refused before touching the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token for an email link or a refresh token. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The SHA-256 of a token as stored and looked up; undefined for text that cannot be one of our tokens. */
export function hashToken(token: string): string | undefined {
  return TOKEN_SHAPE.test(token) ? createHash('sha256').update(token).digest('hex') : undefined;
}

/** Throttling rows name an email by this hash, so they hold no address of someone without an account. */
export function hashEmail(normalizedEmail: string): string {
  return createHash('sha256').update(`email:${normalizedEmail}`).digest('hex');
}
