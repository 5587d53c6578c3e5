import { CASH_ACCOUNT, type DecisionBody } from '../../../shared/staff/decision.ts';
import type { Translate } from '../../../shared/field-errors.ts';
import { isUndecided } from '../../../shared/staff/review-status.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { ReviewRepository } from '../repositories/reviews.ts';
import { staffName } from '../staff-name.ts';

type Review = NonNullable<Awaited<ReturnType<ReviewRepository['findByNumber']>>>;

/**
 * The 409 of an application decided already, saying what was decided and by whom ("Declined by Dana Ruiz"): the
 * member who decided second learns it from the answer itself, not only from the reloaded application.
 */
export async function decidedConflict(reviews: ReviewRepository, review: Review, t: Translate) {
  const latest = (await reviews.decisions(review.id)).at(-1);
  // A decided status always comes with its decision (one transaction stores both); the status alone is the fallback.
  const values = latest
    ? {
        outcome: t(`staffConsole.decision.outcomes.${latest.decision}`),
        // No member: the credit policy approved it on submit.
        by: latest.email === null ? t('staffPolicy.byPolicy') : staffName({ ...latest, email: latest.email }),
      }
    : { outcome: t(`staffConsole.status.${String(review.status)}`), by: '' };
  return new ProblemError(409, 'APPLICATION_DECIDED', { values });
}

/**
 * What the decision form's schema cannot know: the application is still undecided (else the 409 naming who
 * decided), and an approval as a cash account is for an application that asked for one; a credit application
 * approved without credit would be a counteroffer, which needs the decline's notice.
 */
export async function checkDecision(reviews: ReviewRepository, review: Review, body: DecisionBody, t: Translate) {
  if (!isUndecided(review.status)) throw await decidedConflict(reviews, review, t);
  if (body.decision !== 'APPROVE' || body.paymentOption !== CASH_ACCOUNT) return;
  const requested = (JSON.parse(review.data) as { accountInfo?: { paymentOption?: string } }).accountInfo;
  if (requested?.paymentOption !== CASH_ACCOUNT) {
    throw new ProblemError(400, 'VALIDATION_FAILED', { errors: { paymentOption: t('staff.errors.cashNotRequested') } });
  }
}
