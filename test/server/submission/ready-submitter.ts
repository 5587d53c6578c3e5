import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  accountInfo,
  businessInfo,
  coOwner,
  identityApplicant,
  owner,
  references,
  SIGNATURE,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

/**
 * Identity details whose SSN ending makes the sandbox offer no questions, so verification ends at once in ERROR
 * (docs/decisions/0006-product-rules.md#identity) and the applicant may go on.
 */
export const NO_QUESTIONS_IDENTITY = { ...identityApplicant, ssn: '123459999' };

/**
 * A user whose identity step ended (SSN 9999: no questions, ERROR) and whose data steps are saved, in
 * `language` and with `business` and `account` as the business and account information.
 */
export async function readySubmitter(
  app: FastifyInstance,
  applicants = [owner, coOwner],
  {
    language = 'en',
    business = businessInfo,
    account = accountInfo,
  }: { language?: string; business?: typeof businessInfo; account?: typeof accountInfo } = {},
): Promise<{ user: TestUser; ids: string[] }> {
  const user = await createUser(app, language);
  const api = as(app, user);
  expect((await api.put('/kbvapplicants', NO_QUESTIONS_IDENTITY)).statusCode).toBe(200);
  await api.post('/kbvapplicants/kbv', undefined);
  expect((await api.get('/kbvapplicants')).json().kbvStatus).toBe('ERROR');
  expect((await api.put('/business-info', business)).statusCode).toBe(200);
  const saved = await api.put('/applicants', applicants);
  expect((await api.put('/account-info', account)).statusCode).toBe(200);
  expect((await api.put('/references', references)).statusCode).toBe(200);
  return { user, ids: (saved.json() as Array<{ id: string }>).map((applicant) => applicant.id) };
}

/** The body of `PUT /terms` that signs for every applicant of `ids`. */
export const submitBody = (ids: string[], overrides: Record<string, unknown> = {}) => ({
  terms: true,
  generalTerms: true,
  personalGuarantee: true,
  electronicSignatureConsent: true,
  applicants: ids.map((applicantId) => ({ applicantId, signature: SIGNATURE })),
  ...overrides,
});
