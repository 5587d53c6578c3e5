/*
 * The credit policy as data (schemas/policy/credit-policy.json, shaped by credit-policy-schema.json beside it): what
 * the lint checks, the server applies and the back-test tries. docs/decisions/0016-credit-policy-as-data.md says why
 * it has this shape.
 */

/** The policy's file and its JSON Schema, inside the schemas folder. */
export const POLICY_FILE = 'policy/credit-policy.json';
export const POLICY_SCHEMA_FILE = 'policy/credit-policy-schema.json';

/**
 * What a factor may read, and the kind of value each is: the application's data (years in business, amount
 * requested) and its checks (identity, the references' answers, the sanctions screening). A value is null when it is
 * not known (no reference answered yet, not screened).
 */
export const POLICY_INPUTS = {
  yearsInBusiness: 'number',
  requestedCreditLimit: 'number',
  identityVerified: 'boolean',
  referencesDaysBeyondTerms: 'number',
  referencesHighCredit: 'number',
  referencesFlagged: 'number',
  screeningHits: 'number',
} as const;

type PolicyInput = keyof typeof POLICY_INPUTS;
export type PolicyInputs = Record<PolicyInput, number | boolean | null>;

/** The outcomes a policy recommends, worst first. */
export const POLICY_OUTCOMES = ['DECLINE', 'REVIEW', 'APPROVE'] as const;
export type PolicyOutcome = (typeof POLICY_OUTCOMES)[number];

/** What a value gives: points (times the factor's weight), the decline reasons of a failing rule, the best outcome. */
export interface PolicyBand {
  /** A number band: values below this (the first band whose `below` is above the value); none on the last band. */
  below?: number;
  /** A yes/no band: the value it is for. */
  is?: boolean;
  points: number;
  /** Keys of the decision form's decline reasons (schemas/staff/decision.schema.json). */
  reasons?: string[];
  atMost?: Exclude<PolicyOutcome, 'APPROVE'>;
}

export interface PolicyFactor {
  /** Its label is `staffPolicy.factors.<name>` in every language. */
  name: string;
  input: PolicyInput;
  weight: number;
  bands: PolicyBand[];
  /** What an unknown value gives; no points and no reasons when unset. */
  whenUnknown?: PolicyBand;
}

export interface CreditPolicy {
  factors: PolicyFactor[];
  thresholds: { approve: number; review: number };
  limit: { shareOfHighCredit: number; withoutReferences: number; roundDownTo: number };
  autoApproval?: { ceiling: number };
  screening?: { matchThreshold: number };
}
