import type { PolicyOutcome } from '../policy/credit-policy.ts';

/** One factor of a recommendation: the value the policy read (null when unknown) and the points it gave. */
export interface RecommendationFactor {
  name: string;
  value: number | boolean | null;
  points: number;
}

/**
 * What the credit policy recommends for an application (`recommendation` of `GET /applications/{applicationId}`):
 * the outcome, the score, the limit (null for a decline or a cash account), the decline reasons of the rules that
 * failed, each factor's points, and the id of the policy's version that computed it.
 */
export interface Recommendation {
  outcome: PolicyOutcome;
  score: number;
  creditLimit: number | null;
  reasons: string[];
  factors: RecommendationFactor[];
  policyVersion: string;
}
