import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { accountInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import type { LetterPreview } from '../../../src/shared/staff/staff-answers.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff, type TestStaff } from './support.ts';

/** A cash account's step 4: no credit limit asked for. */
const { creditLimit: _limit, ...cashAccount } = { ...accountInfo, paymentOption: 'CASH_ACCOUNT' as const };

/** The letter's text, its blocks joined, for matching words. */
const textOf = (preview: LetterPreview) => preview.blocks.map((block) => block.text).join('\n');

describeOnEachDatabase('the decision panel’s rules on $name: letter preview, cash approval, reasons, 409', (suite) => {
  let dana: TestStaff;
  let manager: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    dana = await createStaff(suite.app, 'manager');
    manager = asStaff(suite.app, dana.tokens.access_token);
  });
  const outboxSize = async () =>
    Number(
      (
        await suite.app.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('previews the approval letter without sending, storing or recording anything', async () => {
    const { applicationId } = await submitApplication(suite.app);
    await manager.get(`/applications/${applicationId}`);
    const before = {
      outbox: await outboxSize(),
      audit: (await manager.get(`/applications/${applicationId}/audit`)).json(),
    };

    const approve = { decision: 'APPROVE', creditLimit: 7500, paymentOption: 'WEEKLY_PAY' };
    const preview = await manager.post(`/applications/${applicationId}/decision/letter`, approve);
    expect(preview.statusCode).toBe(200);
    const letter = textOf(preview.json());
    for (const expected of ['$7,500', 'Weekly', applicationId, 'Acme Garage LLC']) expect(letter).toContain(expected);

    expect(await outboxSize()).toBe(before.outbox);
    expect((await manager.get(`/applications/${applicationId}/audit`)).json()).toEqual(before.audit);
    const view = (await manager.get(`/applications/${applicationId}`)).json();
    expect(view).toMatchObject({ status: 'IN_REVIEW', decisions: [] });
    // Each text's version reads by the day it was first agreed to: at the latest, this application's submission.
    expect(view.termsSince.terms <= view.submittedAt).toBe(true);
    expect(view.termsSince).toEqual({
      terms: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      generalTerms: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      personalGuarantee: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Only those who may decide read a letter, and a request for changes has none.
    const analyst = asStaff(suite.app, (await createStaff(suite.app, 'analyst')).tokens.access_token);
    expect((await analyst.post(`/applications/${applicationId}/decision/letter`, approve)).statusCode).toBe(403);
    const changes = { decision: 'REQUEST_CHANGES', steps: ['applicants'], message: 'Add the co-owner.' };
    const refused = await manager.post(`/applications/${applicationId}/decision/letter`, changes);
    expect(refused.json()).toMatchObject({ status: 400, code: 'NO_LETTER' });
  });

  it('declines without any reason: the form need not send one, and the letter states the right to ask', async () => {
    const { applicationId } = await submitApplication(suite.app, { language: 'es' });
    const preview = (
      await manager.post(`/applications/${applicationId}/decision/letter`, { decision: 'DECLINE' })
    ).json();
    expect(preview.language).toBe('es');
    expect(textOf(preview).replace(/\s+/g, ' ')).toContain('60 días');
    const decided = await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ decision: 'DECLINE', reasons: [], letter: true });
  });

  it('approves a cash-account application as cash: no limit, the letter states cash terms', async () => {
    const { user, applicationId } = await submitApplication(suite.app, { account: cashAccount });
    const cash = { decision: 'APPROVE', paymentOption: 'CASH_ACCOUNT' };
    const letter = textOf((await manager.post(`/applications/${applicationId}/decision/letter`, cash)).json());
    expect(letter).toContain('cash account, with no credit line');
    expect(letter).not.toContain('Credit limit');

    const decided = await manager.post(`/applications/${applicationId}/decision`, { ...cash, creditLimit: 900 });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual(expect.objectContaining({ decision: 'APPROVE', paymentOption: 'CASH_ACCOUNT' }));
    expect(decided.json()).not.toHaveProperty('creditLimit');
    expect((await as(suite.app, user).get('/credit-app')).json().decision).toMatchObject({
      outcome: 'APPROVED',
      paymentOption: 'CASH_ACCOUNT',
    });
  });

  it('refuses a cash approval of a credit application, naming the payment option, and stores nothing', async () => {
    const { applicationId } = await submitApplication(suite.app);
    for (const url of [`/applications/${applicationId}/decision/letter`, `/applications/${applicationId}/decision`]) {
      const refused = await manager.post(url, { decision: 'APPROVE', paymentOption: 'CASH_ACCOUNT' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.paymentOption).toMatch(/cash account/);
    }
    expect((await manager.get(`/applications/${applicationId}`)).json().decisions).toEqual([]);
  });

  it('answers a second decision, and its letter preview, with a 409 that says who decided and what', async () => {
    const { applicationId } = await submitApplication(suite.app);
    const second = await createStaff(suite.app, 'manager');
    const other = asStaff(suite.app, second.tokens.access_token);
    expect((await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE' })).statusCode).toBe(
      200,
    );

    const approve = { decision: 'APPROVE', creditLimit: 5000, paymentOption: 'MONTHLY_PAY' };
    for (const url of [`/applications/${applicationId}/decision`, `/applications/${applicationId}/decision/letter`]) {
      const conflict = await other.post(url, approve);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ code: 'APPLICATION_DECIDED' });
      expect(conflict.json().detail).toContain(`Declined, by ${dana.name}`);
    }
    const spanish = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${applicationId}/decision`,
      headers: { authorization: `Bearer ${second.tokens.access_token}`, ...xsrfHeaders(), 'accept-language': 'es' },
      payload: approve,
    });
    expect(spanish.json().detail).toContain(`Rechazada, por ${dana.name}`);
    // The reloaded application names the decider too.
    expect((await other.get(`/applications/${applicationId}`)).json().decisions).toEqual([
      expect.objectContaining({ decision: 'DECLINE', staff: dana.email, staffName: dana.name }),
    ]);
  });
});
