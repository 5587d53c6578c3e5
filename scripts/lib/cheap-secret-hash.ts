import { randomBytes, scryptSync } from 'node:crypto';

/**
 * `secret` hashed in the product's format (src/server/accounts/secret-hash.ts, `scrypt$N$r$p$salt$key`) at a far lower
 * cost: N = 2^10 where the product uses 2^15. Verification reads the cost from the stored hash, as it must for hashes
 * an older release stored, so a login checks it through the real route at a thirtieth of the CPU (a full hash is about
 * 0.1 CPU-second). For accounts that tests and the fuzzing set up directly in the database; the product always hashes
 * at its own cost, and its routes that hash are tested as they are.
 */
export function cheapSecretHash(secret: string): string {
  const [N, r, p] = [2 ** 10, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(secret.normalize('NFC'), salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
