import type { PolicyInputs } from '../../shared/policy/credit-policy.ts';
import type { PolicyChecks } from './policy-checks.ts';

/** What the policy reads of an application's stored data (steps 3 and 4). */
export interface PolicyApplicationData {
  businessInfo?: { yearsInBusiness?: unknown };
  accountInfo?: { creditLimit?: unknown; paymentOption?: unknown };
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The values a policy's factors read: the application's data and its checks, null when not known. The references'
 * days beyond terms are the trade references' average, their high credit the highest any reported: a supplier
 * extends about what the applicant's largest creditor trusts it with, not the sum of all of them.
 */
export function policyInputsOf(data: PolicyApplicationData, checks: PolicyChecks): PolicyInputs {
  const trade = checks.references.filter((reference) => reference.kind === 'trade');
  const days = trade.map((reference) => numberOr(reference.daysBeyondTerms)).filter((value) => value !== null);
  const highs = trade.map((reference) => numberOr(reference.highCredit)).filter((value) => value !== null);
  return {
    yearsInBusiness: numberOr(data.businessInfo?.yearsInBusiness),
    requestedCreditLimit: numberOr(data.accountInfo?.creditLimit),
    identityVerified: checks.identity === null ? null : checks.identity === 'VERIFIED',
    referencesDaysBeyondTerms: days.length ? days.reduce((sum, value) => sum + value, 0) / days.length : null,
    referencesHighCredit: highs.length ? Math.max(...highs) : null,
    referencesFlagged: checks.references.filter((reference) => reference.flagged).length,
    screeningHits: checks.screening?.uncleared ?? null,
  };
}
