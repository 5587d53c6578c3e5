import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The two keys a server needs and an operator may leave to the server to make. */
export interface SecretValues {
  jwtSecret: string;
  dataKey: Buffer;
}

export const DATA_KEY_BYTES = 32;
/** HS256 is only as strong as its key: RFC 7518 asks for at least as many bits as the hash (256). */
export const MIN_JWT_SECRET_LENGTH = 32;
/** Owner read/write only: the file holds the key that decrypts every SSN. */
const FILE_MODE = 0o600;

/** A base64 key of exactly 32 bytes, or undefined when the text is anything else. */
export function parseDataKey(text: string): Buffer | undefined {
  const key = Buffer.from(text.trim(), 'base64');
  // Buffer.from skips characters that are not base64, so re-encoding tells a typo from a key.
  const canonical = key.toString('base64').replace(/=+$/, '') === text.trim().replace(/=+$/, '');
  return canonical && key.length === DATA_KEY_BYTES ? key : undefined;
}

/**
 * Reads `<dataDir>/secrets.json`, creating it with fresh random keys (mode 0600) on the first start. Later starts
 * reuse it, so tokens stay valid and encrypted SSNs stay readable across restarts. Throws when the file exists
 * but does not hold two usable keys: silently replacing a data key would make every stored SSN unreadable.
 */
export function readOrCreateSecrets(dataDir: string): SecretValues & { file: string } {
  const file = join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  try {
    const generated = {
      jwtSecret: randomBytes(48).toString('base64url'),
      dataKey: randomBytes(DATA_KEY_BYTES).toString('base64'),
    };
    // `wx` fails when the file exists, so two servers starting at once cannot overwrite each other's keys.
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (statSync(file).mode & 0o077) chmodSync(file, FILE_MODE);
  }
  return { file, ...parseSecretsFile(file) };
}

function parseSecretsFile(file: string): SecretValues {
  let stored: { jwtSecret?: unknown; dataKey?: unknown };
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); fix it or set JWT_SECRET and DATA_KEY`);
  }
  const jwtSecret =
    typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= MIN_JWT_SECRET_LENGTH
      ? stored.jwtSecret
      : undefined;
  const dataKey = typeof stored.dataKey === 'string' ? parseDataKey(stored.dataKey) : undefined;
  if (!jwtSecret || !dataKey) {
    throw new Error(
      `${file} must hold "jwtSecret" (at least ${MIN_JWT_SECRET_LENGTH} characters) and "dataKey" (${DATA_KEY_BYTES} ` +
        `bytes, base64)`,
    );
  }
  return { jwtSecret, dataKey };
}
