import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { CASH_ACCOUNT, type DecisionBody } from '../../shared/staff/decision.ts';
import { isUndecided } from '../../shared/staff/review-status.ts';
import { createTranslators } from '../i18n/server-i18n.ts';
import type { Assessment } from './policy-service.ts';
import type { PolicyApplicationData } from './policy-inputs.ts';

/**
 * Whether an assessed application may be approved without a person: the policy sets a ceiling, recommends APPROVE,
 * and its limit is the whole amount requested, at most the ceiling (a smaller limit would be a counteroffer, which
 * needs a person and the decline's notice); and the application is clean: identity verified, screened without an
 * uncleared hit (not screened is not clean), no reference flagged.
 */
function mayAutoApprove({ version, checks, recommendation }: Assessment, requested: unknown): boolean {
  const ceiling = version.policy.autoApproval?.ceiling;
  const limit = recommendation.creditLimit;
  return (
    ceiling !== undefined &&
    recommendation.outcome === 'APPROVE' &&
    limit !== null &&
    limit === requested &&
    limit <= ceiling &&
    checks.identity === 'VERIFIED' &&
    checks.screening !== null &&
    checks.screening.uncleared === 0 &&
    checks.references.every((reference) => !reference.flagged)
  );
}

/**
 * Approves a just submitted application by the policy when `mayAutoApprove` allows it, as a manager's approval would
 * (the letter, the applicant's email, the webhook), with no member: the decision's data and its audit row say
 * "approved by policy" (actor `policy`). Runs on submit, once the submission is stored: the identity check is done
 * by then (submitting needs it) and the screening runs on submit before this. References answer days later, so on
 * submit the limit is the policy's `withoutReferences` amount. Never fails the submission: an error leaves the
 * application to a person, and the log says why. Answers whether it approved.
 */
export async function autoApproveOnSubmit(app: FastifyInstance, applicationNumber: string): Promise<boolean> {
  try {
    const review = await app.staff.reviews.findByNumber(applicationNumber);
    if (!review || !isUndecided(review.status)) return false;
    const assessment = await app.staff.policy.assess(review);
    const account = (JSON.parse(review.data) as PolicyApplicationData).accountInfo;
    const paymentOption = account?.paymentOption;
    if (typeof paymentOption !== 'string' || paymentOption === CASH_ACCOUNT) return false;
    if (!mayAutoApprove(assessment, account?.creditLimit)) return false;
    // The terms asked for, which step 4's form allowed: the approval grants exactly what was requested.
    const body = {
      decision: 'APPROVE',
      creditLimit: assessment.recommendation.creditLimit!,
      paymentOption,
    } as DecisionBody;
    await app.staff.decisions.decide(review, null, body, { ip: hostname(), t: createTranslators().en });
    return true;
  } catch (error) {
    app.log.error({ err: error, applicationNumber }, 'the credit policy could not approve a submitted application');
    return false;
  }
}
