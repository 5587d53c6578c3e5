import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../server/accounts/mail-catcher.ts';
import { startProduct, type RunningProduct } from './harness.ts';
import { addStaffWithCommand, openFromQueue, setPasswordAndEnrol, submitApplication } from './flows/staff.ts';

/** How long what follows a click may take on a busy machine. */
const SOON = { timeout: 10_000 };

let product: RunningProduct;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  product = await startProduct({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await product?.stop();
  await mail?.close();
});

describe('the credit department console in a real browser', () => {
  it(
    'a manager made by the command enrols, finds a submitted application, reveals the SSNs with a reason',
    { timeout: 240_000 },
    async () => {
      const applicationId = await submitApplication(product, 'rosa.approved@example.com');
      const link = await addStaffWithCommand(product, 'maria.manager@supplier.test', 'manager');
      const page = await product.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      await setPasswordAndEnrol(page, link);

      // The queue lists it as submitted, with its company and requested limit.
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: applicationId }) });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Acme Garage LLC.*Submitted/);

      await openFromQueue(page, applicationId);
      const business = page.getByRole('region', { name: 'Business information', exact: true });
      await business.getByText('Acme Garage LLC').waitFor();
      await page.getByText('In review', { exact: true }).first().waitFor();

      // Masked until a manager gives a reason.
      const secrets = page.getByRole('region', { name: 'SSNs and birth dates' });
      expect(await page.getByText('512346789').count()).toBe(0);
      await secrets.getByRole('textbox', { name: 'Reason for viewing' }).fill('Checking the guarantor before approval');
      await secrets.getByRole('button', { name: 'Reveal SSNs and Birth Dates' }).click();
      await secrets.getByText('512346789').waitFor(SOON);

      // The audit trail, shown to managers, has the view and the reveal with its reason.
      await page.reload();
      const audit = page.getByRole('region', { name: 'Audit trail' });
      await audit.getByText('SSNs and birth dates revealed').waitFor();
      await audit.getByText('Checking the guarantor before approval').waitFor();
    },
  );
});
