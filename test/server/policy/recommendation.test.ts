import { beforeAll, describe, expect, it } from 'vitest';
import { accountInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { gatherPolicyChecks, type PolicyChecks } from '../../../src/server/policy/policy-checks.ts';
import { policyVersionOf } from '../../../src/server/policy/policy-source.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { FIXTURE_POLICY, policyFile } from './policy-fixture.ts';

/*
 * The app assesses by a fixture policy and checks each test sets per applicant (`policySource`): the references'
 * answers and the sanctions screening on top of the identity outcome the real `gatherPolicyChecks` reads from the
 * database.
 */
const fixtureChecks = new Map<string, Partial<PolicyChecks>>();
const policy = policyFile(FIXTURE_POLICY);

const trade = (highCredit: number, daysBeyondTerms: number, flagged = false) => ({
  kind: 'trade' as const,
  status: 'ANSWERED' as const,
  highCredit,
  daysBeyondTerms,
  flagged,
});

describeOnEachDatabase('the credit policy on $name', (suite) => {
  suite.appOptions({
    policySource: {
      file: policy.file,
      gatherChecks: async (db, application) => ({
        ...(await gatherPolicyChecks(db, application)),
        ...fixtureChecks.get(application.userId),
      }),
    },
  });
  let manager: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    policy.write(FIXTURE_POLICY);
    await suite.app.ready();
    manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
  });

  /** Submits an application (12 years in business) with these checks and account terms; answers its ID. */
  async function submitWith(checks: Partial<PolicyChecks>, { verified = false, creditLimit = 5000 } = {}) {
    const account = { ...accountInfo, creditLimit };
    const { user, ids } = await readySubmitter(suite.app, undefined, { account });
    fixtureChecks.set(user.id, checks);
    if (verified) {
      await suite.app.db
        .updateTable('kbv_applicants')
        .set({ kbv_status: 'VERIFIED' })
        .where('user_id', '=', user.id)
        .execute();
    }
    const submitted = await as(suite.app, user).put('/terms', submitBody(ids));
    expect(submitted.statusCode).toBe(200);
    return submitted.json().applicationId as string;
  }
  const detail = async (applicationId: string) => (await manager.get(`/applications/${applicationId}`)).json();

  it('recommends what the policy works out, factor by factor, and the decision form may differ from it', async () => {
    const checks = { references: [trade(8150, 12), trade(3000, 20)], screening: { uncleared: 0 } };
    const applicationId = await submitWith(checks);
    const { recommendation, status } = await detail(applicationId);
    expect(status).toBe('IN_REVIEW');
    expect(recommendation).toEqual({
      // 20 + 20 + 0 + 5 + 5 = 50: above 45 to approve, but an identity not verified allows at most REVIEW.
      outcome: 'REVIEW',
      score: 50,
      // The lower of 5,000 requested and half of the highest credit (8,150), in steps of 100.
      creditLimit: 4000,
      reasons: ['unableToVerifyIdentity'],
      factors: [
        { name: 'yearsInBusiness', value: 12, points: 20 },
        { name: 'amountRequested', value: 5000, points: 20 },
        { name: 'identity', value: false, points: 0 },
        { name: 'daysBeyondTerms', value: 16, points: 5 },
        { name: 'highCredit', value: 8150, points: 5 },
        { name: 'referenceFlags', value: 0, points: 0 },
        { name: 'screening', value: 0, points: 0 },
      ],
      policyVersion: policyVersionOf(FIXTURE_POLICY).id,
    });

    // A manager decides otherwise; the decision keeps the version and what it recommended.
    const decided = await manager.post(`/applications/${applicationId}/decision`, {
      decision: 'DECLINE',
      reasons: ['limitedCreditHistory'],
    });
    expect(decided.statusCode).toBe(200);
    const row = await suite.app.db
      .selectFrom('application_decisions')
      .select(['policy_version', 'recommendation', 'body'])
      .where('id', '=', decided.json().id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.body)).toEqual({ reasons: ['limitedCreditHistory'] });
    expect(row.policy_version).toBe(recommendation.policyVersion);
    expect(JSON.parse(row.recommendation!)).toEqual(recommendation);
  });

  it('makes a changed policy a new version, and old decisions keep theirs', async () => {
    const applicationId = await submitWith({ references: [], screening: { uncleared: 0 } }, { creditLimit: 3000 });
    const before = (await detail(applicationId)).recommendation;
    // Without references: 20 + 20 + 0 + 10 (days unknown) + 0 (high credit unknown) = 50; REVIEW for the identity.
    expect(before).toMatchObject({ outcome: 'REVIEW', score: 50, creditLimit: 2500 });
    expect(
      (
        await manager.post(`/applications/${applicationId}/decision`, {
          decision: 'APPROVE',
          creditLimit: 2500,
          paymentOption: 'MONTHLY_PAY',
        })
      ).statusCode,
    ).toBe(200);

    const edited = { ...FIXTURE_POLICY, thresholds: { approve: 60, review: 55 } };
    policy.write(edited);
    try {
      const after = await detail(applicationId);
      expect(after.recommendation).toMatchObject({ outcome: 'DECLINE', creditLimit: null });
      expect(after.recommendation.policyVersion).toBe(policyVersionOf(edited).id);
      expect(after.recommendation.policyVersion).not.toBe(before.policyVersion);
      expect(after.decisions.map((decision: { policyVersion: string }) => decision.policyVersion)).toEqual([
        before.policyVersion,
      ]);
      const kept = await suite.app.db
        .selectFrom('credit_policy_versions')
        .select('policy')
        .where('id', '=', before.policyVersion)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(kept.policy)).toEqual(FIXTURE_POLICY);
    } finally {
      policy.write(FIXTURE_POLICY);
    }
  });

  const clean = { references: [trade(12000, 5)], screening: { uncleared: 0 } };
  const withheld: Array<[string, Partial<PolicyChecks>, { verified?: boolean; creditLimit?: number }]> = [
    ['not screened', { ...clean, screening: null }, {}],
    ['a screening hit not cleared', { ...clean, screening: { uncleared: 1 } }, {}],
    ['a reference flagged', { ...clean, references: [trade(12000, 5, true)] }, {}],
    ['an identity not verified', clean, { verified: false }],
    ['an amount above the ceiling', { ...clean, references: [trade(20000, 5)] }, { creditLimit: 6000 }],
  ];
  // Which checks withhold an approval is the policy's reckoning, the same on any database: every case on SQLite,
  // and one on each other database for what it stores (the status left, no decision).
  it.each(suite.kind.name === 'sqlite' ? withheld : withheld.slice(0, 1))(
    'leaves an application to a person with %s',
    async (_name, checks, options) => {
      const applicationId = await submitWith(checks, { verified: true, ...options });
      const { status, decisions } = await detail(applicationId);
      expect(status).toBe('IN_REVIEW');
      expect(decisions).toEqual([]);
    },
  );

  it('approves a clean application under the ceiling on submit, "approved by policy" in the trail', async () => {
    const applicationId = await submitWith(clean, { verified: true });
    const { status, decisions, recommendation } = await detail(applicationId);
    // 20 + 20 + 30 + 20 + 10 = 100; the lower of 5,000 and half of 12,000.
    expect(recommendation).toMatchObject({ outcome: 'APPROVE', score: 100, creditLimit: 5000, reasons: [] });
    expect(status).toBe('APPROVED');
    expect(decisions).toMatchObject([
      { decision: 'APPROVE', creditLimit: 5000, paymentOption: 'MONTHLY_PAY', approvedBy: 'policy', byPolicy: true },
    ]);
    expect(decisions[0]).toMatchObject({ staff: null, letter: true, policyVersion: recommendation.policyVersion });
    const trail = await suite.app.db
      .selectFrom('staff_audit as a')
      .innerJoin('submissions as s', 's.application_id', 'a.application_id')
      .select(['a.action', 'a.actor', 'a.staff_id', 'a.detail'])
      .where('s.application_number', '=', applicationId)
      .where('a.action', '=', 'DECISION')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: 'policy', staff_id: null });
    expect(JSON.parse(trail[0].detail)).toMatchObject({ decision: 'APPROVE', approvedBy: 'policy', creditLimit: 5000 });
  });
});

describe('policy versions', () => {
  it('follow the content, not the layout or the notes', () => {
    const noted = { $comment: 'a note', ...FIXTURE_POLICY } as typeof FIXTURE_POLICY;
    const reordered = Object.fromEntries(Object.entries(FIXTURE_POLICY).reverse()) as typeof FIXTURE_POLICY;
    expect(policyVersionOf(noted).id).toBe(policyVersionOf(FIXTURE_POLICY).id);
    expect(policyVersionOf(reordered).id).toBe(policyVersionOf(FIXTURE_POLICY).id);
    const changed = { ...FIXTURE_POLICY, limit: { ...FIXTURE_POLICY.limit, roundDownTo: 50 } };
    expect(policyVersionOf(changed).id).not.toBe(policyVersionOf(FIXTURE_POLICY).id);
  });
});
