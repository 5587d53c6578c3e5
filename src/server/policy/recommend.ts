import {
  POLICY_OUTCOMES,
  type CreditPolicy,
  type PolicyBand,
  type PolicyFactor,
  type PolicyInputs,
  type PolicyOutcome,
} from '../../shared/policy/credit-policy.ts';
import type { Recommendation } from '../../shared/staff/recommendation.ts';

/** The decision form takes at most this many decline reasons (schemas/staff/decision.schema.json, maxItems). */
const MAX_REASONS = 4;

const NO_BAND: PolicyBand = { points: 0 };

/** The band a value falls in: a yes/no band by `is`, a number band by the first `below` above it. */
function bandOf(factor: PolicyFactor, value: number | boolean | null): PolicyBand {
  if (value === null) return factor.whenUnknown ?? NO_BAND;
  if (typeof value === 'boolean') return factor.bands.find((band) => band.is === value) ?? NO_BAND;
  return factor.bands.find((band) => band.below === undefined || value < band.below) ?? NO_BAND;
}

/** Points to the cent: weights such as 1.5 give no binary fractions in what people read. */
const cents = (value: number) => Math.round(value * 100) / 100;

const worse = (a: PolicyOutcome, b: PolicyOutcome) =>
  POLICY_OUTCOMES.indexOf(a) <= POLICY_OUTCOMES.indexOf(b) ? a : b;

/**
 * The limit: the lower of the amount requested and the policy's share of the references' highest credit (a fixed
 * amount when no reference reported one), rounded down to the policy's step. None for a decline, nor for an
 * application that asked for no credit line.
 */
function limitOf(policy: CreditPolicy, inputs: PolicyInputs, outcome: PolicyOutcome): number | null {
  const requested = inputs.requestedCreditLimit;
  if (outcome === 'DECLINE' || typeof requested !== 'number') return null;
  const high = inputs.referencesHighCredit;
  const trusted = typeof high === 'number' ? policy.limit.shareOfHighCredit * high : policy.limit.withoutReferences;
  const step = policy.limit.roundDownTo;
  return Math.floor(Math.min(requested, trusted) / step) * step;
}

/**
 * What `policy` (version `policyVersion`) recommends for an application's inputs: each factor's points (its band's
 * points times its weight), their sum as the score, the outcome the thresholds give it unless a band allows at most a
 * worse one, the decline reasons of every band that gave some (in the factors' order, as many as a decision takes),
 * and the limit.
 */
export function recommend(policy: CreditPolicy, policyVersion: string, inputs: PolicyInputs): Recommendation {
  let cap: PolicyOutcome = 'APPROVE';
  const reasons: string[] = [];
  const factors = policy.factors.map((factor) => {
    const value = inputs[factor.input];
    const band = bandOf(factor, value);
    if (band.atMost) cap = worse(cap, band.atMost);
    for (const reason of band.reasons ?? []) if (!reasons.includes(reason)) reasons.push(reason);
    return { name: factor.name, value, points: cents(band.points * factor.weight) };
  });
  const score = cents(factors.reduce((sum, factor) => sum + factor.points, 0));
  const { approve, review } = policy.thresholds;
  const outcome = worse(score >= approve ? 'APPROVE' : score >= review ? 'REVIEW' : 'DECLINE', cap);
  return {
    outcome,
    score,
    creditLimit: limitOf(policy, inputs, outcome),
    reasons: reasons.slice(0, MAX_REASONS),
    factors,
    policyVersion,
  };
}
