import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/server/accounts/common-passwords.ts';
import { hashRecoveryAnswer, recoveryAnswerMatches } from '../../../src/server/accounts/recovery-answer.ts';
import { hashToken, newToken } from '../../../src/server/accounts/opaque-tokens.ts';
import { hashSecret, verifySecret } from '../../../src/server/accounts/secret-hash.ts';

describe('secret hashing', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the same secret', async () => {
    const [first, second] = await Promise.all([hashSecret('Gr33n-Tractor!'), hashSecret('Gr33n-Tractor!')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Gr33n');
    expect(await verifySecret('Gr33n-Tractor!', first)).toBe(true);
    expect(await verifySecret('gr33n-tractor!', first)).toBe(false);
    expect(await verifySecret('Gr33n-Tractor!', 'not-a-password-hash')).toBe(false);
  });

  it.each([
    ['Herbie', 'herbie'],
    ['  Herbie the Love Bug ', 'herbie the love bug'],
    ['HERBIE\tTHE  LOVE BUG', 'herbie the love bug'],
  ])('matches the recovery answer "%s" with "%s"', async (given, stored) => {
    expect(await recoveryAnswerMatches(given, await hashRecoveryAnswer(stored))).toBe(true);
  });

  it('does not match a different recovery answer', async () => {
    expect(await recoveryAnswerMatches('Herbie 2', await hashRecoveryAnswer('Herbie'))).toBe(false);
  });
});

describe('tokens of links and refreshes', () => {
  it('are 256 random bits, stored as a SHA-256 hash; other text is no token', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(`${token}x`)).toBeUndefined();
    expect(hashToken("' or 1=1 --")).toBeUndefined();
  });
});

describe('the common-password list', () => {
  const entries = readFileSync(new URL('../../../src/server/accounts/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('ships a few thousand passwords', () => {
    expect(entries.length).toBeGreaterThan(3000);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it.each(['Password1!', 'P@ssw0rd', 'qwerty123!', 'Summer2024!', 'Welcome@123', '1qaz@WSX', 'Football1!'])(
    'refuses %s, whatever its letter case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(isCommonPassword(password.toUpperCase())).toBe(true);
    },
  );

  it.each(['Gr33n-Tractor!', 'Blue-Pickup-77', 'x7#Lumber-Yard'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
