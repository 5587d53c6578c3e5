import { randomInt } from 'node:crypto';

/** Crockford's base-32 letters: no I, L, O or U, so an ID read over the phone is not misheard or misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new Application ID such as `TCA-7K4M-9QXP`: short enough to read out, 40 random bits so that one ID tells
 * nothing about another. Uniqueness is the database's to enforce; a clash (one in a trillion) is retried.
 */
export function newApplicationNumber(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `TCA-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
