import { maskSsn, type FieldCipher } from '../crypto/field-cipher.ts';
import type { KbvStatus } from '../db/schema.ts';
import type { ApplicantColumns, StoredApplicant } from './kbv-repository.ts';
import type { IdentityDetails } from './provider.ts';

/** A birth date as it leaves the server: never any part of it. */
export const MASKED_DATE_OF_BIRTH = '****-**-**';

/** The applicant as `GET`/`PUT /v1/kbvapplicants` answer it: SSN as `*****1234`, birth date fully masked. */
export interface ApplicantView {
  id?: string;
  firstName?: string;
  lastName?: string;
  ssn?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCity?: string;
  addressState?: string;
  addressZip?: string;
  dateOfBirth?: string;
  kbvStatus: KbvStatus;
  /** When the status last changed (the outcome's time once there is one); absent before anything was saved. */
  kbvStatusAt?: string;
}

/**
 * The view of a stored applicant, with the status the caller worked out (an expired question set reads NOT_STARTED).
 */
export function applicantView(stored: StoredApplicant, cipher: FieldCipher, kbvStatus: KbvStatus): ApplicantView {
  return {
    id: stored.id,
    firstName: stored.first_name,
    lastName: stored.last_name,
    ssn: maskSsn(cipher.decrypt(stored.ssn_encrypted)),
    addressLine1: stored.address_line1,
    ...(stored.address_line2 ? { addressLine2: stored.address_line2 } : {}),
    addressCity: stored.address_city,
    addressState: stored.address_state,
    addressZip: stored.address_zip,
    dateOfBirth: MASKED_DATE_OF_BIRTH,
    kbvStatus,
    kbvStatusAt: stored.kbv_status_at,
  };
}

/** The columns of validated details, with SSN and birth date encrypted. */
export function applicantColumns(details: IdentityDetails, cipher: FieldCipher): ApplicantColumns {
  return {
    first_name: details.firstName.trim(),
    last_name: details.lastName.trim(),
    address_line1: details.addressLine1.trim(),
    address_line2: details.addressLine2?.trim() || null,
    address_city: details.addressCity.trim(),
    address_state: details.addressState,
    address_zip: details.addressZip,
    ssn_encrypted: cipher.encrypt(details.ssn),
    date_of_birth_encrypted: cipher.encrypt(details.dateOfBirth),
  };
}

/** The details in clear, for the provider only. */
export function identityDetails(stored: StoredApplicant, cipher: FieldCipher): IdentityDetails {
  return {
    firstName: stored.first_name,
    lastName: stored.last_name,
    ssn: cipher.decrypt(stored.ssn_encrypted),
    addressLine1: stored.address_line1,
    ...(stored.address_line2 ? { addressLine2: stored.address_line2 } : {}),
    addressCity: stored.address_city,
    addressState: stored.address_state,
    addressZip: stored.address_zip,
    dateOfBirth: cipher.decrypt(stored.date_of_birth_encrypted),
  };
}
