import type { Kysely } from 'kysely';
import type { PolicyOutcome } from '../../shared/policy/credit-policy.ts';
import type { Database } from '../db/schema.ts';
import { gatherPolicyChecks } from './policy-checks.ts';
import { policyInputsOf, type PolicyApplicationData } from './policy-inputs.ts';
import type { PolicyVersion } from './policy-source.ts';
import { recommend } from './recommend.ts';

/** One decided application: what was decided and granted, and what the draft policy would recommend. */
export interface BackTestRow {
  applicationId: string;
  company: string;
  decided: 'APPROVE' | 'DECLINE';
  would: PolicyOutcome;
  score: number;
  /** The limit granted; null for a decline or a cash account. */
  granted: number | null;
  /** The draft's limit; null when it would decline, or for a cash account. */
  wouldGrant: number | null;
}

/** What a back-test found: a row per decided application, oldest decision first. */
export interface BackTest {
  rows: BackTestRow[];
  /** Decisions the draft would reverse: an approval it would decline, a decline it would approve. */
  approvedToDeclined: number;
  declinedToApproved: number;
  /** Decisions it would leave to a person (REVIEW). */
  toReview: number;
}

/** Every application approved or declined (its latest decision), with what the back-test reads of it. */
function decidedApplications(db: Kysely<Database>) {
  return db
    .selectFrom('credit_applications as ca')
    .innerJoin('submissions as s', 's.application_id', 'ca.id')
    .innerJoin('application_decisions as d', 'd.application_id', 'ca.id')
    .select(['ca.id', 'ca.user_id', 'ca.data', 'ca.company_name', 's.application_number', 'd.decision', 'd.body'])
    .where((eb) =>
      eb.or([
        eb.and([eb('ca.review_status', '=', 'APPROVED'), eb('d.decision', '=', 'APPROVE')]),
        eb.and([eb('ca.review_status', '=', 'DECLINED'), eb('d.decision', '=', 'DECLINE')]),
      ]),
    )
    .orderBy('d.decided_at')
    .execute();
}

/**
 * Runs a draft policy over every decided application, with each one's data and its checks as they are now (the
 * identity outcome, the references' answers, the screening): what it would recommend against what was decided.
 * Reads only.
 */
export async function backTest(db: Kysely<Database>, draft: PolicyVersion): Promise<BackTest> {
  const rows: BackTestRow[] = [];
  for (const application of await decidedApplications(db)) {
    const checks = await gatherPolicyChecks(db, { id: application.id, userId: application.user_id });
    const inputs = policyInputsOf(JSON.parse(application.data) as PolicyApplicationData, checks);
    const recommendation = recommend(draft.policy, draft.id, inputs);
    const granted = (JSON.parse(application.body) as { creditLimit?: number }).creditLimit;
    rows.push({
      applicationId: application.application_number,
      company: application.company_name ?? '',
      decided: application.decision as BackTestRow['decided'],
      would: recommendation.outcome,
      score: recommendation.score,
      granted: typeof granted === 'number' ? granted : null,
      wouldGrant: recommendation.creditLimit,
    });
  }
  const count = (decided: BackTestRow['decided'], would: PolicyOutcome) =>
    rows.filter((row) => row.decided === decided && row.would === would).length;
  return {
    rows,
    approvedToDeclined: count('APPROVE', 'DECLINE'),
    declinedToApproved: count('DECLINE', 'APPROVE'),
    toReview: rows.filter((row) => row.would === 'REVIEW').length,
  };
}
