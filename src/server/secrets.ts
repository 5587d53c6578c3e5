import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

/** The file of generated secrets in a folder. */
const secretsFileIn = (dir: string) => join(dir, 'secrets.json');

/** A path as one argument of a POSIX shell, whatever characters it holds. */
const shellQuoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * Before this release the generated secrets lived beside the SQLite file, so one backup of the data folder held the
 * database and the key that decrypts it. A `secrets.json` still there stops the start with the one command that
 * moves it (nothing is re-encrypted: the same key, in a new place), rather than the server moving a key by itself
 * or making a new one that could not read what the old one encrypted.
 */
function refuseSecretsInDataFolder(dataDir: string, secretsDir: string): void {
  const legacy = secretsFileIn(dataDir);
  const file = secretsFileIn(secretsDir);
  if (resolve(legacy) === resolve(file) || !existsSync(legacy)) return;
  if (!existsSync(file)) {
    throw new Error(
      `${legacy} holds the data key beside the database, so one backup of ${dataDir} holds both. Move it out of the ` +
        `data folder, to SECRETS_DIR (${secretsDir}), and start again:\n` +
        `    mkdir -p -m 700 ${shellQuoted(secretsDir)} && mv ${shellQuoted(legacy)} ${shellQuoted(file)}\n` +
        'Backups of the data folder made before hold the key too: keep them as safe as the key, or replace them.',
    );
  }
  const same = readFileSync(legacy, 'utf8') === readFileSync(file, 'utf8');
  throw new Error(
    same
      ? `${legacy} is an old copy of ${file} beside the database: remove it and start again:\n` +
          `    rm ${shellQuoted(legacy)}`
      : `${legacy} and ${file} hold different keys: what is encrypted was encrypted with one of them. Keep the one ` +
          `the data was written with in ${file}, remove ${legacy}, and start again`,
  );
}

/**
 * Reads `<secretsDir>/secrets.json`, creating it with fresh random keys (mode 0600, in a 0700 folder) on the first
 * start. Later starts reuse it, so tokens stay valid and encrypted SSNs stay readable across restarts. By default
 * the folder is outside the data folder (config.ts), so a backup of the database does not carry the key that
 * decrypts it. Throws when the file exists but does not hold two usable keys (silently replacing a data key would
 * make every stored SSN unreadable), and when an older release's file is still in the data folder.
 */
export function readOrCreateSecrets(secretsDir: string, dataDir: string): SecretValues & { file: string } {
  refuseSecretsInDataFolder(dataDir, secretsDir);
  const file = secretsFileIn(secretsDir);
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
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
