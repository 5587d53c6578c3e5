import { protectApplicants, type ApplicantBody } from '../../../src/server/credit-app/applicant-secrets.ts';
import { createFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import { accountInfo, businessInfo, shops, twoApplicants } from './sample-application.ts';
import type { BenchSecrets } from './server-process.ts';

/** A complete application as `credit_applications.data` stores it: applicants' SSNs and birth dates encrypted. */
export function storedApplicationData(secrets: BenchSecrets): string {
  const cipher = createFieldCipher(new Map([[1, secrets.dataKey]]), 1);
  // The applicants as the API receives them: parsed JSON.
  const body = JSON.parse(JSON.stringify(twoApplicants)) as ApplicantBody[];
  return JSON.stringify({ businessInfo, applicants: protectApplicants(body, [], cipher), accountInfo, shops });
}
