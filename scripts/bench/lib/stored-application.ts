import { protectApplicants, type ApplicantBody } from '../../../src/server/credit-app/applicant-secrets.ts';
import { protectBusiness } from '../../../src/server/credit-app/business-secrets.ts';
import { createFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { accountInfo, businessInfo, shops, twoApplicants } from './sample-application.ts';
import type { BenchSecrets } from './server-process.ts';

/**
 * A complete application as `credit_applications.data` stores it: applicants' SSNs and birth dates and the federal
 * tax ID encrypted.
 */
export function storedApplicationData(secrets: BenchSecrets): string {
  const cipher = createFieldCipher(new Map([[1, secrets.dataKey]]), 1);
  // The applicants and the business as the API receives them: parsed JSON.
  const body = JSON.parse(JSON.stringify(twoApplicants)) as ApplicantBody[];
  const business = JSON.parse(JSON.stringify(businessInfo)) as JsonObject;
  return JSON.stringify({
    businessInfo: protectBusiness(business, cipher),
    applicants: protectApplicants(body, [], cipher),
    accountInfo,
    shops,
  });
}
