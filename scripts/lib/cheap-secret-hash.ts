import { hashSecret, type ScryptCost } from '../../src/server/accounts/secret-hash.ts';

/**
 * N = 2^10 where the product uses 2^15. Verification reads the cost from the stored hash, as it must for hashes an
 * older release stored, so a login checks it through the real route at a thirtieth of the CPU (a full hash is about
 * 0.1 CPU-second).
 */
const CHEAP: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * `secret` hashed by the product's own hasher at a far lower cost: for accounts that tests and the fuzzing set up
 * directly in the database; the product always hashes at its own cost, and its routes that hash are tested as they
 * are.
 */
export function cheapSecretHash(secret: string): Promise<string> {
  return hashSecret(secret, CHEAP);
}
