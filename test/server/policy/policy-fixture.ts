import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreditPolicy } from '../../../src/shared/policy/credit-policy.ts';

/**
 * The policy the tests apply, with numbers of their own so that each expected figure below is worked out by hand
 * from these, not from the product's policy (which analysts change).
 */
export const FIXTURE_POLICY: CreditPolicy = {
  factors: [
    {
      name: 'yearsInBusiness',
      input: 'yearsInBusiness',
      weight: 2,
      bands: [{ below: 2, points: 0, reasons: ['timeInBusiness'] }, { below: 5, points: 5 }, { points: 10 }],
      whenUnknown: { points: 0, reasons: ['incompleteApplication'] },
    },
    {
      name: 'amountRequested',
      input: 'requestedCreditLimit',
      weight: 1,
      bands: [{ below: 5001, points: 20 }, { below: 20001, points: 10 }, { points: 0 }],
    },
    {
      name: 'identity',
      input: 'identityVerified',
      weight: 1.5,
      bands: [
        { is: true, points: 20 },
        { is: false, points: 0, reasons: ['unableToVerifyIdentity'], atMost: 'REVIEW' },
      ],
    },
    {
      name: 'daysBeyondTerms',
      input: 'referencesDaysBeyondTerms',
      weight: 1,
      bands: [
        { below: 11, points: 20 },
        { below: 31, points: 5 },
        { points: 0, reasons: ['delinquentCreditObligations'] },
      ],
      whenUnknown: { points: 10 },
    },
    {
      name: 'highCredit',
      input: 'referencesHighCredit',
      weight: 1,
      bands: [
        { below: 1000, points: 0, reasons: ['limitedCreditHistory'] },
        { below: 10000, points: 5 },
        { points: 10 },
      ],
    },
    {
      name: 'referenceFlags',
      input: 'referencesFlagged',
      weight: 1,
      bands: [
        { below: 1, points: 0 },
        { points: 0, atMost: 'REVIEW' },
      ],
    },
    {
      name: 'screening',
      input: 'screeningHits',
      weight: 1,
      bands: [
        { below: 1, points: 0 },
        { points: 0, atMost: 'REVIEW' },
      ],
    },
  ],
  thresholds: { approve: 45, review: 30 },
  limit: { shareOfHighCredit: 0.5, withoutReferences: 2500, roundDownTo: 100 },
  autoApproval: { ceiling: 5000 },
};

/**
 * A policy file of its own holding `policy`, for the app's `policySource`: `write` another policy there to edit it as
 * an analyst would.
 */
export function policyFile(policy: CreditPolicy = FIXTURE_POLICY) {
  const file = join(mkdtempSync(join(tmpdir(), 'policy-')), 'credit-policy.json');
  const write = (next: CreditPolicy) => writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  write(policy);
  return { file, write };
}
