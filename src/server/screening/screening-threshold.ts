/** The score from which a name is a hit when the credit policy sets none (contract section 11). */
const DEFAULT_SCREENING_THRESHOLD = 0.85;

/**
 * The screening threshold of the credit policy (`schemas/policy/credit-policy.json`, its `screening.threshold`), or
 * 0.85 when the policy has none: the one place that reads it, so the policy's shape is known here only.
 */
export function screeningThreshold(policy?: unknown): number {
  const threshold = (policy as { screening?: { threshold?: unknown } } | undefined)?.screening?.threshold;
  return typeof threshold === 'number' && threshold > 0 && threshold <= 1 ? threshold : DEFAULT_SCREENING_THRESHOLD;
}
