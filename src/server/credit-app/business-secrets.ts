import { maskSsn, type FieldCipher } from '../crypto/field-cipher.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';

/**
 * The business information as stored: the federal tax ID only as a ciphertext of `app.fieldCipher`, like the SSNs,
 * since a sole proprietor often gives their own SSN as their business's tax ID.
 */
export type StoredBusiness = JsonObject & { federalTaxIdEncrypted?: string };

/** The business information to store for a save: its federal tax ID encrypted. */
export function protectBusiness(body: JsonObject, cipher: FieldCipher): StoredBusiness {
  const { federalTaxId, ...fields } = body;
  return typeof federalTaxId === 'string' ? { ...fields, federalTaxIdEncrypted: cipher.encrypt(federalTaxId) } : fields;
}

/**
 * The clear federal tax ID of stored business information; undefined when none was given. A value stored in clear
 * (written before migration 0015, or by a seeding script) is read as it is.
 */
export function federalTaxIdOf(stored: JsonObject | null | undefined, cipher: FieldCipher): string | undefined {
  if (typeof stored?.federalTaxIdEncrypted === 'string') return cipher.decrypt(stored.federalTaxIdEncrypted);
  return typeof stored?.federalTaxId === 'string' ? stored.federalTaxId : undefined;
}

/** Stored business information as the applicant who entered it reads it back: the federal tax ID in clear. */
export function clearBusiness(stored: JsonObject | null, cipher: FieldCipher): JsonObject | null {
  if (!stored) return stored;
  const { federalTaxIdEncrypted: _encrypted, ...fields } = stored;
  const federalTaxId = federalTaxIdOf(stored, cipher);
  return federalTaxId === undefined ? fields : { ...fields, federalTaxId };
}

/**
 * Business information as `clearBusiness` reads it back, made from the clear body that was just stored: the same
 * fields in the same order (the tax ID last), without decrypting what was just encrypted.
 */
export function keptBusinessView(kept: JsonObject): JsonObject {
  const { federalTaxId, ...fields } = kept;
  return federalTaxId === undefined ? fields : { ...fields, federalTaxId };
}

/**
 * Clear business information with its federal tax ID masked to the last four digits (`*****6789`), as the staff
 * read it everywhere but in a manager's audited reveal: the console, the signed PDF and the CSV export.
 */
export function maskFederalTaxId<Business extends JsonObject | null | undefined>(business: Business): Business {
  if (typeof business?.federalTaxId !== 'string') return business;
  return { ...business, federalTaxId: maskSsn(business.federalTaxId) };
}
