import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { accountInfo, businessInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { policyCommand } from '../../../scripts/policy.ts';
import { runCommandHere, runNodeUntilExit } from '../../helpers/run-script.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { FIXTURE_POLICY } from './policy-fixture.ts';

/**
 * The draft tried: the tests' policy without the identity's cap, over applications whose identity check ended in
 * ERROR, with no reference answered and no screening. Its score is then the years' points (twice 10, or 0 under 2
 * years), the amount's (20 up to 5,000, 10 up to 20,000, else 0) and 10 for the unknown days beyond terms.
 */
const DRAFT = {
  ...FIXTURE_POLICY,
  factors: FIXTURE_POLICY.factors.map((factor) =>
    factor.name === 'identity'
      ? {
          ...factor,
          bands: [
            { is: true, points: 20 },
            { is: false, points: 0 },
          ],
        }
      : factor,
  ),
};

describeOnEachDatabase('npm run policy -- test on $name', (suite) => {
  const draftFile = join(mkdtempSync(join(tmpdir(), 'policy-draft-')), 'draft.json');
  const ids: Record<string, string> = {};

  /** Seeds a submitted application and the manager's decision on it. */
  async function decided(name: string, years: number, requested: number) {
    const { user, ids: applicants } = await readySubmitter(suite.app, undefined, {
      business: { ...businessInfo, companyName: name, yearsInBusiness: years },
      account: { ...accountInfo, creditLimit: requested },
    });
    const submitted = await as(suite.app, user).put('/terms', submitBody(applicants));
    ids[name] = submitted.json().applicationId;
    return ids[name];
  }

  beforeAll(async () => {
    writeFileSync(draftFile, JSON.stringify(DRAFT));
    await suite.app.ready();
    const manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
    const decide = async (id: string, body: object) =>
      expect((await manager.post(`/applications/${id}/decision`, body)).statusCode).toBe(200);
    const approve = (creditLimit: number) => ({ decision: 'APPROVE', creditLimit, paymentOption: 'MONTHLY_PAY' });
    await decide(await decided('Steady Parts', 12, 2000), approve(2000));
    await decide(await decided('Big Ask Garage', 12, 8000), approve(8000));
    await decide(await decided('New Shop Motors', 1, 25000), approve(25000));
    await decide(await decided('Declined Auto', 12, 4000), { decision: 'DECLINE', reasons: [] });
    // Sent back for changes: not a decision the back-test compares with.
    await decide(await decided('Changing Co', 12, 4000), {
      decision: 'REQUEST_CHANGES',
      steps: ['businessInformation'],
      message: 'Please add your federal tax ID.',
    });
  });

  it('prints the decisions the draft would change and which way, with the limits beside those granted', async () => {
    const env = {
      DATABASE_URL: suite.database.url,
      JWT_SECRET: suite.app.config.jwtSecret,
      DATA_KEY: suite.app.config.dataKey.toString('base64'),
    };
    // The command line itself (node, tsx, its exit code) on SQLite; the same command in this process on PostgreSQL.
    const { code, output } =
      suite.kind.name === 'sqlite'
        ? await runNodeUntilExit(['--import', 'tsx', 'scripts/policy.ts', 'test', draftFile], env)
        : await runCommandHere(policyCommand, ['test', draftFile], env);
    expect(output).toContain('over 4 decided applications');
    expect(output).toContain('Decisions it would change: 2 of 4');
    expect(output).toContain('approved, it would decline: 1');
    expect(output).toContain('declined, it would approve: 1');
    expect(output).toContain('Left to a person (review): 1');
    expect(output).toContain(
      'Limits, where a limit was granted and the policy gives one (2): lower 1, the same 1, higher 0.',
    );
    const row = (name: string, ...cells: string[]) =>
      new RegExp(`^${ids[name]}\\s+${[name, ...cells].map((cell) => cell.replace(/\$/g, '\\$')).join('\\s+')}$`, 'm');
    // 20 + 20 + 10 = 50: approve; the lower of 2,000 and 2,500 without references.
    expect(output).toMatch(row('Steady Parts', 'approved', 'approve', '50', '$2,000', '$2,000'));
    // 20 + 10 + 10 = 40: review; 2,500 without references.
    expect(output).toMatch(row('Big Ask Garage', 'approved', 'review', '40', '$8,000', '$2,500'));
    // 0 + 0 + 10 = 10: decline, no limit.
    expect(output).toMatch(row('New Shop Motors', 'approved', 'decline', '10', '$25,000', '-', 'yes'));
    expect(output).toMatch(row('Declined Auto', 'declined', 'approve', '50', '-', '$2,500', 'yes'));
    expect(output).not.toContain('Changing Co');
    expect(code).toBe(0);
  });

  // Before any query: once is enough.
  it.runIf(suite.kind.name === 'sqlite')('names what is wrong with a draft it cannot use', async () => {
    writeFileSync(draftFile, JSON.stringify({ ...DRAFT, thresholds: { approve: 30, review: 45 } }));
    const { code, output } = await runCommandHere(policyCommand, ['test', draftFile], {
      DATABASE_URL: suite.database.url,
    });
    expect(output).toContain('at thresholds.approve: approve (30) is not above review (45)');
    expect(code).toBe(1);
  });
});
