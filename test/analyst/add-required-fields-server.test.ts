import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSON_AND_ACCOUNT_EXAMPLES as EXAMPLES,
  copyWithRequiredPersonAndAccountFields,
} from './required-person-and-account.ts';
// Types only, erased at run time: the modules themselves are imported once the variables below are set.
import type * as Fixtures from '../../scripts/lib/credit-app/fixtures.ts';
import type * as Lint from '../../scripts/lib/lint/index.ts';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';
import type * as Submitter from '../server/submission/ready-submitter.ts';

const copy = copyWithRequiredPersonAndAccountFields();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

/**
 * #29's done-when: a required field added to the applicants and to the account step as docs/analysts.md says leaves
 * the tests' data valid, because every fixture and test body starts from the forms' sample data. Here the flows
 * that used to send hand-built bodies run on such a copy: step 1's person carried into the applicants step, both
 * applicants, the account step, and a whole submission.
 */
describe('an analyst adds required fields to the applicants and the account step: the test data follows', () => {
  let app: Awaited<ReturnType<typeof TestApp.createTestApp>>;
  let support: typeof Support;
  let fixtures: typeof Fixtures;
  let submitter: typeof Submitter;

  beforeAll(async () => {
    const { createTestApp } = await import('../../scripts/lib/server-harness/test-app.ts');
    support = await import('../../scripts/lib/credit-app/support.ts');
    submitter = await import('../server/submission/ready-submitter.ts');
    fixtures = await import('../../scripts/lib/credit-app/fixtures.ts');
    app = await createTestApp(`sqlite:${join(copy.schemasDir, '..', 'app.db')}`);
  });
  afterAll(async () => app?.close());

  it('passes the schema lint', async () => {
    const { lintProject }: typeof Lint = await import('../../scripts/lib/lint/index.ts');
    const brandFile = resolve(import.meta.dirname, '../../src/shared/brand.json');
    const { findings } = lintProject({ ...copy, brandFile });
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('fills the fixtures from the new fields’ examples', () => {
    // The generated types are the real forms'; the copy's fields are there at run time only.
    expect(fixtures.owner).toMatchObject({ ownershipShare: EXAMPLES.ownershipShare });
    expect(fixtures.coOwner).toMatchObject({ ownershipShare: EXAMPLES.ownershipShare });
    expect(fixtures.accountInfo).toMatchObject({ monthlyPurchases: EXAMPLES.monthlyPurchases });
  });

  it('starts the owner from step 1 with the sample owner’s other answers', async () => {
    const user = await support.createUser(app);
    const api = support.as(app, user);
    expect((await api.put('/kbvapplicants', fixtures.identityApplicant)).statusCode).toBe(200);
    const { kbvStatus: _status, kbvStatusAt: _at, ...verified } = (await api.get('/kbvapplicants')).json();
    const saved = await api.put('/applicants', [{ ...fixtures.owner, ...verified }, fixtures.coOwner]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().map((person: { ownershipShare: number }) => person.ownershipShare)).toEqual([60, 60]);
  });

  it('refuses an applicant and an account step without the new fields, naming them', async () => {
    const api = support.as(app, await support.createUser(app));
    const person = await api.put('/applicants', [{ ...fixtures.owner, ownershipShare: undefined }]);
    expect(person.statusCode).toBe(400);
    expect(Object.keys(person.json().errors)).toEqual(['0.ownershipShare']);
    const account = await api.put('/account-info', { ...fixtures.accountInfo, monthlyPurchases: undefined });
    expect(account.statusCode).toBe(400);
    expect(Object.keys(account.json().errors)).toEqual(['monthlyPurchases']);
  });

  it('submits an application made of the sample data', { timeout: 120_000 }, async () => {
    const { user, ids } = await submitter.readySubmitter(app);
    expect((await support.as(app, user).put('/terms', submitter.submitBody(ids))).statusCode).toBe(200);
    expect((await support.as(app, user).get('/credit-app')).json().accountInfo).toMatchObject({
      monthlyPurchases: EXAMPLES.monthlyPurchases,
    });
  });
});
