import { randomUUID } from 'node:crypto';
import { isMaskedSsn, maskSsn, type FieldCipher } from '../crypto/field-cipher.ts';
import { MASKED_DATE_OF_BIRTH } from '../identity/applicant-view.ts';
import type { FieldError } from '../../shared/field-errors.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';

/** An applicant as the API sends and takes it: SSN and birth date in clear, or masked when unchanged. */
export type ApplicantBody = JsonObject & { id?: string; ssn: string; dateOfBirth: string };

/** An applicant as stored: an id of the server's making, SSN and birth date only as ciphertexts. */
export type StoredApplicant = JsonObject & { id: string; ssnEncrypted: string; dateOfBirthEncrypted: string };

/** The secrets of the person who verified their identity (step 1), under the id `GET /v1/kbvapplicants` sends. */
export type VerifiedSecrets = Pick<StoredApplicant, 'id' | 'ssnEncrypted' | 'dateOfBirthEncrypted'>;

export class ApplicantSecretsError extends Error {
  constructor(readonly fieldErrors: FieldError[]) {
    super(
      `masked values with nothing stored behind them: ${fieldErrors.map((error) => error.path.join('.')).join(', ')}`,
    );
  }
}

/**
 * The applicants to store for a PUT: each keeps its stored id when it sends one of them (any other id is
 * replaced by a new one, so a client never chooses ids); a new SSN or birth date is encrypted; the masked value
 * the server sent (`*****1234`, `****-**-**`) keeps what is stored for that applicant. A masked value with
 * nothing behind it (a new applicant, another applicant's last four digits) is refused with the field's
 * message; nothing is stored then. A new applicant sent with the identity applicant's id (the owner the form starts
 * from step 1's details) keeps, behind the masks, what step 1 stored, under an id of its own.
 */
export function protectApplicants(
  incoming: readonly ApplicantBody[],
  stored: readonly StoredApplicant[],
  cipher: FieldCipher,
  verified?: VerifiedSecrets,
): StoredApplicant[] {
  const errors: FieldError[] = [];
  const taken = new Set<string>();
  const result = incoming.map((applicant, index) => {
    const { id, ssn, dateOfBirth, ...fields } = applicant;
    // An id sent twice belongs to the first applicant that sends it.
    const known = id === undefined || taken.has(id) ? undefined : stored.find((candidate) => candidate.id === id);
    const fromIdentity = !known && id !== undefined && !taken.has(id) && id === verified?.id;
    const previous = known ?? (fromIdentity ? verified : undefined);
    if (previous) taken.add(previous.id);
    let ssnEncrypted = '';
    if (!isMaskedSsn(ssn)) ssnEncrypted = cipher.encrypt(ssn);
    else if (previous && maskSsn(cipher.decrypt(previous.ssnEncrypted)) === ssn) ssnEncrypted = previous.ssnEncrypted;
    else errors.push({ path: [String(index), 'ssn'], key: 'errors.ssn', params: {} });
    let dateOfBirthEncrypted = '';
    if (dateOfBirth !== MASKED_DATE_OF_BIRTH) dateOfBirthEncrypted = cipher.encrypt(dateOfBirth);
    else if (previous) dateOfBirthEncrypted = previous.dateOfBirthEncrypted;
    else errors.push({ path: [String(index), 'dateOfBirth'], key: 'errors.dateOfBirth', params: {} });
    return { ...fields, id: known?.id ?? randomUUID(), ssnEncrypted, dateOfBirthEncrypted };
  });
  if (errors.length) throw new ApplicantSecretsError(errors);
  return result;
}

/** An applicant as it leaves the server: SSN as `*****1234`, birth date fully masked. */
export function maskApplicant(stored: StoredApplicant, cipher: FieldCipher): ApplicantBody {
  const { ssnEncrypted, dateOfBirthEncrypted: _dateOfBirth, ...fields } = stored;
  return { ...fields, ssn: maskSsn(cipher.decrypt(ssnEncrypted)), dateOfBirth: MASKED_DATE_OF_BIRTH };
}
