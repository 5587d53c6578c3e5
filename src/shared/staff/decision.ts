import type { DecisionData } from '../generated/form-data.ts';
import type { DecidedStatus } from './review-status.ts';

/** The kinds of decision: the enum of `decision` in schemas/staff/decision.schema.json. */
export type DecisionKind = DecisionData['decision'];

/** The payment option of an approval as a cash account: no credit line, so no limit. */
export const CASH_ACCOUNT = 'CASH_ACCOUNT';
type PaymentOption = NonNullable<DecisionData['paymentOption']>;

/**
 * A decision's body as the decision form (schemas/staff/decision.schema.json) validated it: each kind with the fields
 * its `then` requires, typed as generated from that schema. An approval grants a credit line with its limit and
 * terms, or a cash account; a decline's reasons may be none (the letter then states the right to ask for them).
 */
export type DecisionBody =
  | {
      decision: Extract<DecisionKind, 'APPROVE'>;
      paymentOption: Exclude<PaymentOption, 'CASH_ACCOUNT'>;
      creditLimit: number;
    }
  | { decision: Extract<DecisionKind, 'APPROVE'>; paymentOption: typeof CASH_ACCOUNT }
  | ({ decision: Extract<DecisionKind, 'DECLINE'> } & Required<Pick<DecisionData, 'reasons'>>)
  | ({ decision: Extract<DecisionKind, 'REQUEST_CHANGES'> } & Required<Pick<DecisionData, 'steps' | 'message'>>);

/** The decisions that send the applicant a letter (a request for changes sends a message instead). */
export type LetterDecision = Exclude<DecisionBody, { decision: 'REQUEST_CHANGES' }>;

/** The status each kind of decision leaves the application in. */
export const STATUS_AFTER = {
  APPROVE: 'APPROVED',
  DECLINE: 'DECLINED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
} as const satisfies Record<DecisionKind, DecidedStatus>;

/**
 * The decision of a body the decision form accepted, with the fields of its kind only (whatever else the body had).
 * The form's conditions require those fields, so a body without them means the schema and this type drifted apart.
 */
export function decisionBodyOf(data: DecisionData): DecisionBody {
  const { decision, creditLimit, paymentOption, reasons, steps, message } = data;
  if (decision === 'APPROVE' && paymentOption === CASH_ACCOUNT) return { decision, paymentOption };
  if (decision === 'APPROVE' && creditLimit !== undefined && paymentOption !== undefined)
    return { decision, creditLimit, paymentOption };
  if (decision === 'DECLINE') return { decision, reasons: reasons ?? [] };
  if (decision === 'REQUEST_CHANGES' && steps !== undefined && message !== undefined)
    return { decision, steps, message };
  throw new Error(`a ${decision} decision came without the fields schemas/staff/decision.schema.json requires`);
}
