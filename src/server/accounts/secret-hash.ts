import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createWorkSlots } from './work-slots.ts';

/**
 * scrypt parameters: N = 2^15, r = 8, p = 1 uses 32 MiB and some tens of milliseconds per hash, the strength
 * OWASP recommends for scrypt. They are written into each hash, so raising them later leaves old hashes readable.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Node refuses scrypt above 32 MiB unless allowed; 128 · N · r is exactly that, plus a margin. */
const maxmemOf = (N: number, r: number) => 256 * N * r;

/**
 * scrypt runs on libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise), which also runs file
 * writes and the SCRAM handshake of every new PostgreSQL connection. A burst of registrations and logins that took
 * every thread held those up for seconds, until new database connections timed out (found by the load test of
 * scripts/bench/load.ts). Hashes therefore queue here for half of the pool, and their 32 MiB each stay bounded.
 */
const hashSlot = createWorkSlots(Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2)));

function derive(secret: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemOf(N, r) };
  return hashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** scrypt's cost parameters, as a hash records them. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * A salted, memory-hard hash of a secret (a password, a recovery answer), as
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`. Runs off the event loop. The product always hashes at its
 * own cost; only tests and the fuzzing, which store accounts directly, ask for a lower one.
 */
export async function hashSecret(secret: string, { N, r, p }: ScryptCost = PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `secret` is the one `stored` was made from. A stored value in any other format matches nothing. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), Number(N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is nothing to verify (an unknown email), so that how long a
 * failed login takes does not tell whether the account exists.
 */
export async function verifyNothing(secret: string): Promise<false> {
  decoy ??= hashSecret(randomBytes(16).toString('base64url'));
  await verifySecret(secret, await decoy);
  return false;
}
