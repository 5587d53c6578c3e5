import type { DecidedStatus } from './staff/review-status.ts';

/**
 * What the applicant may read of the credit department's decision on their application (`GET /v1/credit-app` →
 * `decision`); decline reasons are in the letter only.
 */
export interface ApplicantDecision {
  outcome: DecidedStatus;
  decidedAt: string;
  creditLimit?: number;
  paymentOption?: string;
  /** A request for changes: its message and the wizard steps (keys of schemas/wizard.json) reopened. */
  message?: string;
  steps?: string[];
  /** Whether a letter comes with it (`GET /v1/credit-app/letter.pdf`). */
  letter: boolean;
}
