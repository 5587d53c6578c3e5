import { Secret, TOTP } from 'otpauth';
import brand from '../../../shared/brand.json' with { type: 'json' };

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side, for a phone clock a little off. */
const TOTP_WINDOW = 1;

function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: brand.supplierName,
    label: email,
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit TOTP secret (base32) and its `otpauth://` URL, which the console shows as a QR code. */
export function newTotp(email: string): { totpSecret: string; otpauthUrl: string } {
  const totpSecret = new Secret({ size: 20 }).base32;
  return { totpSecret, otpauthUrl: totpOf(totpSecret, email).toString() };
}

/**
 * The time step (30-second counter since the epoch) whose code `code` is, when it is the code of the current step
 * or of the step just before or after; undefined otherwise. The caller spends the step, so a code seen once (over
 * a shoulder, in a proxy's log) cannot log in again.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}
