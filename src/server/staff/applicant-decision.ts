import type { ApplicantDecision } from '../../shared/applicant-decision.ts';
import { isDecided } from '../../shared/staff/review-status.ts';
import type { ReviewRepository } from './repositories/reviews.ts';

/**
 * The latest decision as the applicant sees it, while the application's status is that decision's; undefined
 * before any, and once a changed application is back in the queue. Decline reasons are in the letter only.
 */
export async function applicantDecision(
  reviews: ReviewRepository,
  applicationId: string,
  status: string,
): Promise<ApplicantDecision | undefined> {
  if (!isDecided(status)) return undefined;
  const latest = await reviews.latestDecision(applicationId);
  if (!latest) return undefined;
  const body = JSON.parse(latest.body) as Record<string, unknown>;
  return {
    outcome: status,
    decidedAt: latest.decided_at,
    ...(typeof body.creditLimit === 'number' ? { creditLimit: body.creditLimit } : {}),
    ...(typeof body.paymentOption === 'string' ? { paymentOption: body.paymentOption } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(Array.isArray(body.steps) ? { steps: body.steps as string[] } : {}),
    letter: latest.letter_pdf_base64 !== null,
  };
}
