import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, isMaskedSsn, maskSsn } from '../../../src/server/crypto/field-cipher.ts';

const key1 = randomBytes(32);
const key2 = randomBytes(32);

describe('field cipher', () => {
  it('round-trips, never stores the clear text, and differs each time', () => {
    const cipher = createFieldCipher(new Map([[1, key1]]), 1);
    const a = cipher.encrypt('123456789');
    const b = cipher.encrypt('123456789');
    expect(a).not.toContain('123456789');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1:')).toBe(true);
    expect(cipher.decrypt(a)).toBe('123456789');
  });

  it('refuses a tampered ciphertext instead of returning a wrong value', () => {
    const cipher = createFieldCipher(new Map([[1, key1]]), 1);
    const [version, iv, tag, body] = cipher.encrypt('123456789').split(':');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  });

  it('reads values written with an older key after rotation', () => {
    const old = createFieldCipher(new Map([[1, key1]]), 1).encrypt('987654321');
    const rotated = createFieldCipher(
      new Map([
        [1, key1],
        [2, key2],
      ]),
      2,
    );
    expect(rotated.decrypt(old)).toBe('987654321');
    expect(rotated.encrypt('x').startsWith('v2:')).toBe(true);
  });

  it('masks SSNs as *****1234 and recognises the mask', () => {
    expect(maskSsn('123456789')).toBe('*****6789');
    expect(maskSsn('12')).toBe('*********');
    expect(isMaskedSsn('*****6789')).toBe(true);
    expect(isMaskedSsn('123456789')).toBe(false);
  });
});
