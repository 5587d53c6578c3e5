import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../server/accounts/mail-catcher.ts';
import { startProduct, type RunningProduct } from './harness.ts';
import { expectAccessible } from './flows/axe.ts';
import {
  addStaffWithCommand,
  openFromQueue,
  setPasswordAndEnrol,
  STAFF_TEXTS,
  submitApplication,
} from './flows/staff.ts';

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

/** Whether the page fits the window's width: nothing makes the whole page scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(['en', 'es'] as const)('the console is accessible in %s', (language) => {
  const texts = STAFF_TEXTS[language];
  it(
    'passes axe on the login, set-password, queue, application and admin pages, on a desktop and a tablet',
    { timeout: 240_000 },
    async () => {
      const applicationId = await submitApplication(product, `ana.a11y.${language}@example.com`);
      const login = await product.newPage({ locale: texts.locale });
      await login.goto('/staff/login');
      await login.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(login, '/staff/login');

      const link = await addStaffWithCommand(product, `ada.admin.${language}@supplier.test`, 'admin');
      const page = await product.newPage({ locale: texts.locale, viewport: { width: 1280, height: 900 } });
      await setPasswordAndEnrol(page, link, texts, (where) => expectAccessible(page, where));
      await page.getByRole('link', { name: applicationId }).waitFor();
      await expectAccessible(page, '/staff');

      await page.goto(`/staff/applications/${applicationId}`);
      await page.getByRole('heading', { name: new RegExp(applicationId), level: 1 }).waitFor();
      await page.getByRole('table').last().waitFor();
      await expectAccessible(page, '/staff/applications/:id');

      await page.goto('/staff/admin');
      await page.getByRole('table').waitFor();
      await expectAccessible(page, '/staff/admin');

      // On a tablet the pages fit the screen's width (wide tables scroll inside their own box).
      await page.setViewportSize({ width: 768, height: 1024 });
      for (const path of ['/staff', `/staff/applications/${applicationId}`, '/staff/admin']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('table').first().waitFor();
        expect(await fitsWidth(page), `the width of ${path}`).toBe(true);
      }
      await expectAccessible(page, '/staff on a tablet');
    },
  );
});
