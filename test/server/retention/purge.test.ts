import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../src/server/staff/audit/verify-chain.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { submitApplication } from '../staff/applications.ts';
import { submitBody } from '../submission/ready-submitter.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import {
  ageDecision,
  ageDraft,
  auditRows,
  DAY_MS,
  decide,
  draft,
  holdings,
  submitted,
  type Submitted,
} from './retention-world.ts';

/**
 * The purge on a database seeded with old and recent drafts and decisions, at an explicit `now` 400 days ahead (past
 * RECORD_RETENTION_DAYS' 395 for every decision made today): the dry run names exactly what is due and changes
 * nothing; the run removes it, keeps the decisions, letters and every row of the audit trail, and leaves alone what
 * is held, asked for, recent or undecided.
 */
describeOnEachDatabase('the retention purge on $name', (suite) => {
  const now = new Date(Date.now() + 400 * DAY_MS);
  let manager: string;
  let old: Submitted;
  let held: Submitted;
  let asked: Submitted;
  let recent: Submitted;
  let undecided: Submitted;
  let oldDraft: { id: string; userId: string };
  let recentDraft: { id: string; userId: string };
  let oldDraftFiles: string[];
  let oldFiles: string[];

  const storageKeys = (userId: string) =>
    suite.app.db.selectFrom('tax_forms').select('storage_key').where('user_id', '=', userId).execute();
  const stored = async (key: string) =>
    suite.kind.name === 'sqlite'
      ? existsSync(join(suite.app.config.uploadsDir, 'tax-forms', key))
      : (await suite.app.db
          .selectFrom('tax_form_files')
          .select('storage_key')
          .where('storage_key', '=', key)
          .executeTakeFirst()) !== undefined;

  beforeAll(async () => {
    await suite.app.ready();
    manager = (await createStaff(suite.app, 'manager')).tokens.access_token;
    const analyst = asStaff(suite.app, (await createStaff(suite.app, 'analyst')).tokens.access_token);
    old = await submitted(suite.app, 'Old Declined LLC');
    held = await submitted(suite.app, 'Held Approved LLC');
    asked = await submitted(suite.app, 'Asked Declined LLC');
    recent = await submitted(suite.app, 'Recent Declined LLC');
    undecided = await submitted(suite.app, 'Waiting LLC');
    await decide(suite.app, manager, old.number, 'DECLINE');
    await decide(suite.app, manager, held.number, 'APPROVE');
    await decide(suite.app, manager, asked.number, 'DECLINE');
    await decide(suite.app, manager, recent.number, 'DECLINE');
    await ageDecision(suite.app, recent.id, new Date(now.getTime() - 10 * DAY_MS));
    const staff = asStaff(suite.app, manager);
    const hold = await staff.post(`/applications/${held.number}/retention/hold`, { reason: 'Litigation' });
    expect(hold.statusCode, hold.body).toBe(200);
    const reasons = await analyst.post(`/applications/${asked.number}/retention/reasons-requested`, {
      receivedOn: '2026-11-20',
    });
    expect(reasons.statusCode, reasons.body).toBe(200);
    oldDraft = await draft(suite.app);
    recentDraft = await draft(suite.app);
    await ageDraft(suite.app, oldDraft.userId, new Date(now.getTime() - 181 * DAY_MS));
    await ageDraft(suite.app, recentDraft.userId, new Date(now.getTime() - 179 * DAY_MS));
    oldDraftFiles = (await storageKeys(oldDraft.userId)).map((row) => row.storage_key);
    oldFiles = (await storageKeys(old.userId)).map((row) => row.storage_key);
  });

  it('dry run: names exactly the old draft and the old decision, with what would go, and changes nothing', async () => {
    const before = await auditRows(suite.app);
    const due = await suite.app.retention.purge.findDue(now);
    expect(due.drafts.map((item) => item.applicationId)).toEqual([oldDraft.id]);
    expect(due.records.map((item) => item.applicationNumber)).toEqual([old.number]);
    expect(due.drafts[0].removes).toMatchObject({ answers: true, identityDetails: true, certificates: 1 });
    expect(due.drafts[0].removes.identityQuestionSets).toBeGreaterThan(0);
    expect(due.records[0]).toMatchObject({ status: 'DECLINED', applicationId: old.id });
    expect(due.records[0].removes).toMatchObject({
      people: 1,
      businessFields: ['federalTaxId'],
      identityDetails: true,
      signatures: 1,
      signedPdf: true,
      certificates: 1,
    });
    expect(await auditRows(suite.app)).toEqual(before);
    expect((await holdings(suite.app, old.userId, old.id)).signatures).toBe(1);
    expect((await holdings(suite.app, oldDraft.userId, oldDraft.id)).application).toBeDefined();
    for (const key of [...oldDraftFiles, ...oldFiles]) expect(await stored(key)).toBe(true);
  });

  it('run: deletes the old draft with everything it held', async () => {
    const before = await auditRows(suite.app);
    const report = await suite.app.retention.purge.run(now);
    expect(report.drafts.map((item) => item.applicationId)).toEqual([oldDraft.id]);
    expect(report.records.map((item) => item.applicationNumber)).toEqual([old.number]);

    const gone = await holdings(suite.app, oldDraft.userId, oldDraft.id);
    expect(gone).toMatchObject({ application: undefined, identities: 0, questionSets: 0, certificates: 0 });
    for (const key of oldDraftFiles) expect(await stored(key)).toBe(false);

    // Every earlier row of the trail is there unchanged, and each purge added its own.
    const after = await auditRows(suite.app);
    expect(after.slice(0, before.length)).toEqual(before);
    // And the chain through them still verifies (npm run audit -- verify reads the same report).
    expect(await verifyAuditChain(suite.app.db)).toEqual({ rows: after.length, lastHash: expect.any(String) });
    const purges = after.slice(before.length);
    expect(purges.map((row) => [row.action, row.application_id, row.staff_id])).toEqual([
      ['PURGE', oldDraft.id, null],
      ['PURGE', old.id, null],
    ]);
    expect(JSON.parse(purges[1].detail)).toEqual({
      rule: 'RECORD_RETENTION_DAYS',
      decidedAt: expect.any(String),
      removed: ['people', 'identityDetails', 'certificates', 'signatures', 'signedPdf', 'federalTaxId'],
    });
  });

  it("run: removes the old decision's personal data, keeps its decision, letter, status and existence", async () => {
    const left = await holdings(suite.app, old.userId, old.id);
    expect(left.application?.applicants).toBeUndefined();
    expect(left.application?.businessInfo).toMatchObject({ companyName: 'Old Declined LLC' });
    expect(left.application?.businessInfo.federalTaxId).toBeUndefined();
    expect(left).toMatchObject({ questionSets: 0, certificates: 0, signatures: 0 });
    expect(left.identity).toMatchObject({ first_name: '', last_name: '', address_line1: '', kbv_status: 'ERROR' });
    expect(suite.app.fieldCipher.decrypt(left.identity!.ssn_encrypted)).toBe('');
    expect(suite.app.fieldCipher.decrypt(left.identity!.date_of_birth_encrypted)).toBe('');
    for (const key of oldFiles) expect(await stored(key)).toBe(false);

    const staff = asStaff(suite.app, manager);
    const view = await staff.get(`/applications/${old.number}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ status: 'DECLINED', documents: [], signatures: [] });
    expect(view.json().decisions).toMatchObject([{ decision: 'DECLINE', letter: true }]);
    const letter = view.json().decisions[0].id as string;
    expect((await staff.get(`/applications/${old.number}/decisions/${letter}/letter.pdf`)).statusCode).toBe(200);
    expect((await staff.get(`/applications/${old.number}/signed.pdf`)).statusCode).toBe(404);
    const revealed = await staff.post(`/applications/${old.number}/reveal`, { reason: 'Checking the purge' });
    expect(revealed.statusCode).toBe(200);
    // Nothing left to reveal: the people are gone, the identity step's SSN and birth date are empty, no tax ID.
    expect(revealed.json()).toEqual({
      applicantInformation: { ssn: '', dateOfBirth: '' },
      applicants: [],
      businessInformation: null,
    });
    const retention = await staff.get(`/applications/${old.number}/retention`);
    expect(retention.json()).toMatchObject({ purgedAt: now.toISOString(), purgeDueOn: null });
  });

  it('run: the applicant still reads the status and the decision', async () => {
    const applicant = as(suite.app, { id: old.userId, headers: await headersOf(old.userId) });
    const view = await applicant.get('/credit-app');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ status: 'DECLINED', applicants: [], taxForms: [] });
    expect((await applicant.get('/kbvapplicants')).statusCode).toBe(200);
  });

  it('leaves the held, asked-for, recent, undecided and recent-draft applications untouched', async () => {
    for (const kept of [held, asked, recent, undecided]) {
      const left = await holdings(suite.app, kept.userId, kept.id);
      expect(left.application?.applicants).toHaveLength(1);
      expect(left).toMatchObject({ signatures: 1, certificates: 1 });
      expect(left.identity?.first_name).not.toBe('');
    }
    const draftLeft = await holdings(suite.app, recentDraft.userId, recentDraft.id);
    expect(draftLeft).toMatchObject({ identities: 1, certificates: 1 });
    expect(draftLeft.application).toBeDefined();
    expect(await suite.app.retention.purge.findDue(now)).toEqual({ drafts: [], records: [] });
  });

  it('a released hold makes the held application due', async () => {
    const staff = asStaff(suite.app, manager);
    const released = await staff.post(`/applications/${held.number}/retention/release`, {
      mark: 'hold',
      reason: 'Litigation settled',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ hold: null });
    const due = await suite.app.retention.purge.findDue(now);
    expect(due.records.map((item) => item.applicationNumber)).toEqual([held.number]);
  });

  it('an application sent back for changes and purged is resubmitted only with its people entered again', async () => {
    const { user, applicationId, applicantIds } = await submitApplication(suite.app);
    const request = { decision: 'REQUEST_CHANGES', steps: ['applicants'], message: 'Add the co-owner.' };
    expect(
      (await asStaff(suite.app, manager).post(`/applications/${applicationId}/decision`, request)).statusCode,
    ).toBe(200);
    const report = await suite.app.retention.purge.run(now);
    expect(report.records.map((item) => item.applicationNumber)).toContain(applicationId);

    const applicant = as(suite.app, user);
    const refused = await applicant.put('/terms', submitBody(applicantIds));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const saved = await applicant.put('/applicants', [owner]);
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = (saved.json() as Array<{ id: string }>).map((person) => person.id);
    const resubmitted = await applicant.put('/terms', submitBody(ids));
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await applicant.get('/credit-app')).json()).toMatchObject({ status: 'SUBMITTED', applicants: [{}] });
  });

  /** An applicant's access token, signed as a login would. */
  async function headersOf(userId: string) {
    const user = (await suite.app.repositories.users.findById(userId))!;
    const token = suite.app.signAccessToken({ id: user.id, email: user.email }, user.sessionVersion);
    return { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' };
  }
});
