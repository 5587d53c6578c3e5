import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts sensitive fields (SSNs, birth dates) at rest with AES-256-GCM: authenticated, so a changed ciphertext
 * fails to decrypt instead of yielding a wrong SSN. The stored text names the key version, so `DATA_KEY` can be
 * rotated: new values use the current key, old ones still decrypt with the key they name.
 *
 * Format: `v<version>:<iv base64url>:<tag base64url>:<ciphertext base64url>`.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const IV_BYTES = 12;

/**
 * The product's cipher for `DATA_KEY`: one key for now, version 1; rotation adds a version and keeps the old key for
 * reading. The app (`app.fieldCipher`) and the commands that migrate without building it use this one.
 */
export const productFieldCipher = (dataKey: Buffer): FieldCipher => createFieldCipher(new Map([[1, dataKey]]), 1);

/** `keys` maps a version to a 32-byte key; `current` is the version new values are written with. */
export function createFieldCipher(keys: ReadonlyMap<number, Buffer>, current: number): FieldCipher {
  const keyOf = (version: number) => {
    const key = keys.get(version);
    if (!key || key.length !== 32) throw new Error(`no 32-byte data key for version ${version}`);
    return key;
  };
  keyOf(current);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(current), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v' + current,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(':');
      if (!version?.startsWith('v') || !iv || !tag || body === undefined) throw new Error('not an encrypted field');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(Number(version.slice(1))), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** `*****1234`: how an SSN ever leaves the server. Anything that is not 9 digits is masked whole. */
export function maskSsn(ssn: string): string {
  return /^\d{9}$/.test(ssn) ? `*****${ssn.slice(5)}` : '*********';
}

/** True for a value that is a masked SSN as the server sends it: a PUT carrying it keeps the stored SSN. */
export function isMaskedSsn(value: unknown): boolean {
  return typeof value === 'string' && /^\*{5}\d{4}$/.test(value);
}
