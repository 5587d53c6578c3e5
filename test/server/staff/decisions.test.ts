import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { webhookSignature } from '../../../src/server/staff/decisions/decision-webhook.ts';
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../../../scripts/lib/mail-catcher.ts';
import { accountInfo, businessInfo, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { pdfText } from '../pdf/helpers/pdf-text.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

const WEBHOOK_SECRET = 'a-webhook-secret-of-at-least-32-characters';

/** The PDF attached to an email. */
function pdfAttachment(mail: ReceivedMail): Buffer {
  const match = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw);
  if (!match) throw new Error('the email has no PDF attached');
  return Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

/** A receiver of the decision webhook that keeps every call. */
async function startWebhookReceiver() {
  const calls: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/decisions`,
    async call(index: number) {
      while (calls.length <= index) await new Promise<void>((resolve) => waiting.push(resolve));
      return calls[index];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describeOnEachDatabase('decisions, letters and resubmission on $name', (suite) => {
  let mail: MailCatcher;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    webhook = await startWebhookReceiver();
    return {
      env: { SMTP_URL: mail.url, DECISION_WEBHOOK_URL: webhook.url, DECISION_WEBHOOK_SECRET: WEBHOOK_SECRET },
    };
  });
  /** The credit manager who decides: one for the file, since deciding changes nothing of the member. */
  let manager: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
  });
  afterAll(async () => {
    await mail?.close();
    await webhook?.close();
  });

  const emailOf = async (userId: string) => (await suite.app.repositories.users.findById(userId))!.email;

  it(
    'approves: letter with the limit and terms, email with the letter, applicant sees it, webhook signed; 409 ' +
      'after',
    async () => {
      const { user, applicationId } = await submitApplication(suite.app);
      await mail.next(await emailOf(user.id));
      const approve = { decision: 'APPROVE', creditLimit: 7500, paymentOption: 'WEEKLY_PAY' };
      const decided = await manager.post(`/applications/${applicationId}/decision`, approve);
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({ decision: 'APPROVE', creditLimit: 7500, letter: true });

      const email = await mail.next(await emailOf(user.id));
      expect(email.subject).toContain(applicationId);
      expect(email.text).toContain('$7,500');
      const letter = await pdfText(pdfAttachment(email));
      for (const expected of ['$7,500', 'Weekly', applicationId, 'Acme Garage LLC', suite.app.termsTexts.en.terms.id]) {
        expect(letter).toContain(expected);
      }

      const view = (await as(suite.app, user).get('/credit-app')).json();
      expect(view).toMatchObject({
        status: 'APPROVED',
        applicationId,
        decision: { outcome: 'APPROVED', creditLimit: 7500, paymentOption: 'WEEKLY_PAY', letter: true },
      });
      expect((await as(suite.app, user).get('/credit-app/letter.pdf')).headers['content-type']).toBe('application/pdf');

      const call = await webhook.call(0);
      expect(JSON.parse(call.body)).toMatchObject({
        applicationId,
        decision: 'APPROVE',
        status: 'APPROVED',
        creditLimit: 7500,
      });
      const timestamp = String(call.headers['x-webhook-timestamp']);
      expect(call.headers['x-webhook-signature']).toBe(webhookSignature(WEBHOOK_SECRET, timestamp, call.body));

      const again = await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE', reasons: [] });
      expect(again.statusCode).toBe(409);
      const csv = await manager.get('/exports/approved.csv');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain(`"${applicationId}","Acme Garage LLC"`);
    },
  );

  it.each([
    [
      'with reasons',
      ['timeInBusiness', 'limitedCreditHistory'],
      ['Length of time in business', 'Limited credit experience'],
    ],
    ['without reasons', [], ['within 60 days']],
  ])(
    'declines %s in the applicant language: the reasons or the right to them, and the ECOA notice',
    async (_, reasons, texts) => {
      const { user, applicationId } = await submitApplication(suite.app);
      await mail.next(await emailOf(user.id));
      const decided = await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE', reasons });
      expect(decided.statusCode).toBe(200);
      const letter = await pdfText(pdfAttachment(await mail.next(await emailOf(user.id))));
      for (const expected of [...texts, 'Equal Credit Opportunity Act', 'Federal Trade Commission']) {
        expect(letter.replace(/\s+/g, ' ')).toContain(expected);
      }
      expect((await as(suite.app, user).get('/credit-app')).json().decision).toMatchObject({
        outcome: 'DECLINED',
        letter: true,
      });
    },
  );

  it('writes Spanish letters for an application submitted in Spanish', async () => {
    const { user, applicationId } = await submitApplication(suite.app, { language: 'es' });
    await mail.next(await emailOf(user.id));
    await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE', reasons: ['timeInBusiness'] });
    const email = await mail.next(await emailOf(user.id));
    expect(email.headers['content-language']).toBe('es');
    const letter = (await pdfText(pdfAttachment(email))).replace(/\s+/g, ' ');
    expect(letter).toContain('Tiempo de actividad de la empresa');
    expect(letter).toContain('Comisión Federal de Comercio');
  });

  it('requests changes: only the named steps reopen, resubmitting keeps the ID and the history', async () => {
    const { user, applicationId, applicantIds } = await submitApplication(suite.app);
    await mail.next(await emailOf(user.id));
    const analyst = asStaff(suite.app, (await createStaff(suite.app, 'analyst')).tokens.access_token);
    const request = {
      decision: 'REQUEST_CHANGES',
      steps: ['businessInformation'],
      message: 'Please add your fax number.',
    };
    expect((await analyst.post(`/applications/${applicationId}/decision`, request)).statusCode).toBe(200);
    const notice = await mail.next(await emailOf(user.id));
    expect(notice.text).toContain('Please add your fax number.');

    const applicant = as(suite.app, user);
    expect((await applicant.get('/credit-app')).json()).toMatchObject({
      status: 'CHANGES_REQUESTED',
      applicationId,
      decision: {
        outcome: 'CHANGES_REQUESTED',
        steps: ['businessInformation'],
        message: 'Please add your fax number.',
      },
    });
    expect((await applicant.put('/business-info', { ...businessInfo, fax: '417-555-0177' })).statusCode).toBe(200);
    expect((await applicant.put('/account-info', accountInfo)).statusCode).toBe(409);

    const submit = {
      terms: true,
      generalTerms: true,
      electronicSignatureConsent: true,
      personalGuarantee: true,
      applicants: applicantIds.map((applicantId) => ({ applicantId, signature: SIGNATURE })),
    };
    const resubmitted = await applicant.put('/terms', submit);
    expect(resubmitted.json()).toEqual({ applicationId });
    expect((await applicant.get('/credit-app')).json()).toMatchObject({ status: 'SUBMITTED', applicationId });
    expect((await applicant.put('/business-info', businessInfo)).statusCode).toBe(409);

    const viewer = asStaff(suite.app, (await createStaff(suite.app, 'viewer')).tokens.access_token);
    const queue = (await viewer.get(`/applications?q=${applicationId}`)).json();
    expect(queue.items).toEqual([expect.objectContaining({ applicationId, status: 'SUBMITTED' })]);
    const detail = (await manager.get(`/applications/${applicationId}`)).json();
    expect(detail.sections.businessInformation.fax).toBe('417-555-0177');
    const moves = detail.history
      .filter((entry: { action: string }) => entry.action === 'STATUS_CHANGE')
      .map((entry: { detail: { to: string } }) => entry.detail.to);
    expect(moves).toEqual(['CHANGES_REQUESTED', 'SUBMITTED', 'IN_REVIEW']);
    expect(detail.decisions).toEqual([
      expect.objectContaining({ decision: 'REQUEST_CHANGES', steps: ['businessInformation'] }),
    ]);
  });

  describe('refused decisions', () => {
    /** One submitted application for every refused decision: a refusal leaves it as it was. */
    let applicationId: string;
    beforeAll(async () => {
      ({ applicationId } = await submitApplication(suite.app));
    });

    it.each([
      [{ decision: 'APPROVE', creditLimit: 99, paymentOption: 'MONTHLY_PAY' }, 'creditLimit'],
      [{ decision: 'APPROVE', creditLimit: 50001, paymentOption: 'MONTHLY_PAY' }, 'creditLimit'],
      [{ decision: 'APPROVE', creditLimit: 1000, paymentOption: 'CASH_ACCOUNT' }, 'paymentOption'],
      [{ decision: 'DECLINE', reasons: ['notAReason'] }, 'reasons.0'],
      [{ decision: 'REQUEST_CHANGES', steps: [], message: 'Fix it' }, 'steps'],
      [{ decision: 'REQUEST_CHANGES', steps: ['applicantInformation'], message: 'Fix it' }, 'steps.0'],
      [{ decision: 'REQUEST_CHANGES', steps: ['applicants'], message: '  ' }, 'message'],
      [{ decision: 'MAYBE' }, 'decision'],
    ])('refuses the decision %j with a 400 naming %s, and records none', async (body, field) => {
      const answer = await manager.post(`/applications/${applicationId}/decision`, body);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors)).toContain(field);
      expect((await manager.get(`/applications/${applicationId}`)).json().decisions).toEqual([]);
    });
  });
});
