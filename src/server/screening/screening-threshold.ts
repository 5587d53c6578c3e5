import type { CreditPolicy } from '../../shared/policy/credit-policy.ts';

/** The score from which a name is a hit when the credit policy sets none (contract section 11). */
const DEFAULT_SCREENING_THRESHOLD = 0.85;

/** The screening threshold of the credit policy (its `screening.matchThreshold`), or 0.85 when the policy has none. */
export function screeningThreshold(policy: CreditPolicy): number {
  return policy.screening?.matchThreshold ?? DEFAULT_SCREENING_THRESHOLD;
}
