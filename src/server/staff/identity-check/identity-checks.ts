import type { Kysely } from 'kysely';
import type { StoredSections } from '../../credit-app/credit-app-service.ts';
import type { FieldCipher } from '../../crypto/field-cipher.ts';
import type { Database } from '../../db/schema.ts';
import type { IdentityCheck } from '../../../shared/staff/identity-check.ts';
import { matchIdentity, type ComparedPerson } from './match-identity.ts';

/** A stored person's details in clear; undefined when a secret cannot be read (purged, or its key destroyed). */
function compared(
  cipher: FieldCipher,
  names: Record<string, unknown>,
  ssnEncrypted: unknown,
  dateOfBirthEncrypted: unknown,
): ComparedPerson | undefined {
  try {
    return {
      firstName: String(names.firstName ?? ''),
      lastName: String(names.lastName ?? ''),
      ssn: cipher.decrypt(String(ssnEncrypted)),
      dateOfBirth: cipher.decrypt(String(dateOfBirthEncrypted)),
    };
  } catch {
    return undefined;
  }
}

/**
 * The identity check of each application of `ids` (credit_applications ids): the person verified on step 1 against
 * the owners of step 3, read in two columns per application and compared in memory (a queue page is at most 100
 * applications). An application whose step 1 or secrets cannot be read has no check (no entry).
 */
export async function identityChecks(
  db: Kysely<Database>,
  cipher: FieldCipher,
  ids: readonly string[],
): Promise<Map<string, IdentityCheck>> {
  const checks = new Map<string, IdentityCheck>();
  if (ids.length === 0) return checks;
  const rows = await db
    .selectFrom('credit_applications as ca')
    .innerJoin('kbv_applicants as k', 'k.user_id', 'ca.user_id')
    .select(['ca.id', 'ca.data', 'k.first_name', 'k.last_name', 'k.ssn_encrypted', 'k.date_of_birth_encrypted'])
    .where('ca.id', 'in', ids)
    .execute();
  for (const row of rows) {
    const names = { firstName: row.first_name, lastName: row.last_name };
    const verified = compared(cipher, names, row.ssn_encrypted, row.date_of_birth_encrypted);
    const owners = ((JSON.parse(row.data) as StoredSections).applicants ?? []).map((owner) =>
      compared(cipher, owner, owner.ssnEncrypted, owner.dateOfBirthEncrypted),
    );
    if (verified && owners.every((owner) => owner !== undefined)) checks.set(row.id, matchIdentity(verified, owners));
  }
  return checks;
}
