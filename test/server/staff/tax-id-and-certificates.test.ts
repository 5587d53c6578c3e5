import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';
import { businessInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import type { StaffRole } from '../../../src/shared/staff/roles.ts';
import { pdfText } from '../pdf/helpers/pdf-text.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

const TAX_ID = String(businessInfo.federalTaxId);
const MASKED_TAX_ID = `*****${TAX_ID.slice(5)}`;

describeOnEachDatabase('the federal tax ID and the certificates in the console on $name', (suite) => {
  let applicationId: string;
  let certificate: Buffer;
  const staff = new Map<StaffRole, ReturnType<typeof asStaff>>();
  beforeAll(async () => {
    await suite.app.ready();
    certificate = await certificatePdf();
    ({ applicationId } = await submitApplication(suite.app, { certificate }));
    for (const role of ['viewer', 'analyst', 'manager'] as const)
      staff.set(role, asStaff(suite.app, (await createStaff(suite.app, role)).tokens.access_token));
  });
  const as = (role: StaffRole) => staff.get(role)!;

  it.each(['viewer', 'analyst', 'manager'] as const)(
    'shows the %s the federal tax ID masked to its last four digits',
    async (role) => {
      const view = await as(role).get(`/applications/${applicationId}`);
      expect(view.json().sections.businessInformation.federalTaxId).toBe(MASKED_TAX_ID);
      expect(view.body).not.toContain(TAX_ID);
    },
  );

  it('reveals it with the SSNs to a manager, with the reason in the audit trail', async () => {
    const revealed = await as('manager').post(`/applications/${applicationId}/reveal`, { reason: 'Check the EIN' });
    expect(revealed.json()).toMatchObject({
      businessInformation: { federalTaxId: TAX_ID },
      applicants: [{ ssn: '123456789' }],
    });
    const audit = (await as('manager').get(`/applications/${applicationId}/audit`)).json().items;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'REVEAL', detail: { reason: 'Check the EIN' } }));
  });

  it('masks it in the signed PDF and in the CSV export', async () => {
    const pdf = await pdfText((await as('viewer').get(`/applications/${applicationId}/signed.pdf`)).rawPayload);
    expect(pdf).toContain(MASKED_TAX_ID);
    expect(pdf).not.toContain(TAX_ID);
    const decided = await as('manager').post(`/applications/${applicationId}/decision`, {
      decision: 'APPROVE',
      creditLimit: 2500,
      paymentOption: 'MONTHLY_PAY',
    });
    expect(decided.statusCode).toBe(200);
    const csv = (await as('manager').get('/exports/approved.csv')).body;
    const [header, row] = csv.split('\r\n').map((line) => line.split(','));
    expect(row[header.indexOf('federalTaxId')]).toBe(`"${MASKED_TAX_ID}"`);
    expect(csv).not.toContain(TAX_ID);
  });

  it('hands the uploaded certificate to analysts and above, never to a viewer', async () => {
    const [document] = (await as('viewer').get(`/applications/${applicationId}`)).json().documents;
    const path = `/applications/${applicationId}/documents/${document.id}`;
    const refused = await as('viewer').get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    for (const role of ['analyst', 'manager'] as const)
      expect((await as(role).get(path)).rawPayload).toEqual(certificate);
  });
});
