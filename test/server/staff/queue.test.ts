import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../helpers/databases.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { pdfText } from '../pdf/helpers/pdf-text.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

describe.each(testDatabaseKinds())('the queue and one application on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await kind.create();
    app = await createTestApp(database.url, { env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lists submitted applications newest first, filters, searches and pages', async () => {
    const first = await submitApplication(app, { companyName: 'Zephyr Brakes Inc' });
    const second = await submitApplication(app, { companyName: 'Yonder Tires LLC' });
    const viewer = asStaff(app, (await createStaff(app, 'viewer')).tokens.access_token);

    const all = (await viewer.get('/applications')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0]).toEqual({
      applicationId: second.applicationId,
      companyName: 'Yonder Tires LLC',
      state: 'MO',
      requestedCreditLimit: 5000,
      paymentOption: 'MONTHLY_PAY',
      submittedAt: expect.any(String),
      status: 'SUBMITTED',
      assignee: null,
      businessDaysWaiting: 0,
    });
    expect(all.items[1].applicationId).toBe(first.applicationId);

    const search = async (query: string) =>
      (await viewer.get(`/applications?${query}`))
        .json()
        .items.map((item: { applicationId: string }) => item.applicationId);
    expect(await search('q=zephyr')).toEqual([first.applicationId]);
    expect(await search(`q=${first.applicationId.toLowerCase()}`)).toEqual([first.applicationId]);
    expect(await search('state=MO&paymentOption=MONTHLY_PAY&pageSize=1&page=2')).toEqual([first.applicationId]);
    expect(await search('state=KS')).toEqual([]);
    expect(await search('submittedFrom=2000-01-01&submittedTo=2000-12-31')).toEqual([]);
    expect(await search('status=SUBMITTED&q=yonder')).toEqual([second.applicationId]);
    expect((await viewer.get('/applications?page=0')).statusCode).toBe(400);
    expect((await viewer.get('/applications?status=DRAFT')).statusCode).toBe(400);
  });

  it('shows the whole application masked, moves it to IN_REVIEW on first view, reveals to a manager with a reason', async () => {
    const { applicationId } = await submitApplication(app);
    const manager = asStaff(app, (await createStaff(app, 'manager')).tokens.access_token);
    const view = await manager.get(`/applications/${applicationId}`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({
      applicationId,
      status: 'IN_REVIEW',
      clientIp: '127.0.0.1',
      identity: { status: 'ERROR', reason: expect.any(String) },
      sections: {
        businessInformation: { companyName: 'Acme Garage LLC' },
        applicants: { applicants: [{ ssn: '*****6789', dateOfBirth: '****-**-**' }] },
        applicantInformation: { ssn: '*****9999', dateOfBirth: '****-**-**' },
        accountInformation: { creditLimit: 5000 },
      },
      terms: { terms: app.termsTexts.en.terms.id, personalGuaranteeAgreed: true },
      signatures: [{ name: 'Ann Owner', signedAt: body.submittedAt }],
    });
    expect(JSON.stringify(body)).not.toMatch(/"ssn":"\d|1970-05-17/);
    expect(body.history).toContainEqual(
      expect.objectContaining({ action: 'STATUS_CHANGE', detail: { from: 'SUBMITTED', to: 'IN_REVIEW' } }),
    );

    const revealed = await manager.post(`/applications/${applicationId}/reveal`, {
      reason: 'Verify guarantor identity',
    });
    expect(revealed.json()).toMatchObject({
      applicantInformation: { ssn: '123459999', dateOfBirth: '1970-05-17' },
      applicants: [{ ssn: '123456789', dateOfBirth: '1970-05-17' }],
    });
    expect((await manager.post(`/applications/${applicationId}/reveal`, { reason: ' ' })).statusCode).toBe(400);

    const pdf = await manager.get(`/applications/${applicationId}/signed.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(applicationId);

    const audit = (await manager.get(`/applications/${applicationId}/audit`)).json().items;
    // Entries of the same millisecond have no order between them.
    expect(audit.map((row: { action: string }) => row.action).sort()).toEqual([
      'DOWNLOAD',
      'REVEAL',
      'STATUS_CHANGE',
      'VIEW',
    ]);
    expect(audit.find((row: { action: string }) => row.action === 'REVEAL')).toMatchObject({
      detail: { reason: 'Verify guarantor identity' },
      ip: '127.0.0.1',
      staff: expect.stringContaining('manager'),
    });
    expect((await manager.get('/applications/TCA-0000-0000')).statusCode).toBe(404);
  });
});
