import { describe, expect, it } from 'vitest';
import { downloadedBytes, eventually, useProduct } from './harness.ts';
import { signWithMouse } from './flows/submission.ts';
import { decide, nextMailAbout, openFromQueue, STAFF_TEXTS } from './flows/staff.ts';
import { applicantPage, staffPage, submitApplication } from './flows/staff-seed.ts';

/*
 * The console's work in a real browser. Its members are seeded logged in (an enrolled member with an open session):
 * the enrolment through the command, the link and the authenticator is clicked through in
 * staff-console-accessibility.test.ts.
 */
const product = useProduct();

/** What the staff accounts page calls its parts, in each language. */
const ADMIN_TEXTS = {
  en: {
    name: 'Name',
    email: 'Email',
    add: 'Add and Send Link',
    invited: 'Invited (no password yet)',
    enrolled: 'Enrolled',
    disabled: 'Disabled',
    self: /^This is you: another administrator/,
    roleOf: (email: string) => `Role of ${email}`,
    sendLinkOf: (email: string) => `Send a new link to ${email}`,
    disableOf: (email: string) => `Disable ${email}`,
    linkSent: (email: string) => `A new link is on its way to ${email}; earlier links no longer work.`,
  },
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    add: 'Añadir y enviar enlace',
    invited: 'Invitada (aún sin contraseña)',
    enrolled: 'Configurada',
    disabled: 'Desactivada',
    self: /^Es usted: otro administrador/,
    roleOf: (email: string) => `Función de ${email}`,
    sendLinkOf: (email: string) => `Enviar un enlace nuevo a ${email}`,
    disableOf: (email: string) => `Desactivar ${email}`,
    linkSent: (email: string) => `Un enlace nuevo va de camino a ${email}; los enlaces anteriores ya no funcionan.`,
  },
} as const;

describe.each(['en', 'es'] as const)('the staff accounts page in %s', (language) => {
  it(
    'shows who is invited, enrolled or disabled, sends a new link, and keeps the admin’s own row read-only',
    { timeout: 120_000 },
    async () => {
      const texts = ADMIN_TEXTS[language];
      const adminEmail = `ines.admin.${language}@supplier.test`;
      const invitedEmail = `nuevo.analyst.${language}@supplier.test`;
      const page = await staffPage(
        product,
        { email: adminEmail, role: 'admin', name: 'Ines Admin' },
        { locale: STAFF_TEXTS[language].locale, viewport: { width: 1280, height: 900 } },
      );
      await page.goto('/staff/admin');

      await page.getByRole('textbox', { name: texts.name, exact: true }).fill('Nuria Nueva');
      await page.getByRole('textbox', { name: texts.email }).fill(invitedEmail);
      await page.getByRole('button', { name: texts.add }).click();
      const rowOf = (email: string) =>
        page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
      await rowOf(invitedEmail).getByRole('cell', { name: texts.invited, exact: true }).waitFor();

      // The admin's own row: enrolled, and nothing in it to change.
      const own = rowOf(adminEmail);
      await own.getByRole('cell', { name: texts.enrolled, exact: true }).waitFor();
      await own.getByText(texts.self).waitFor();
      await eventually(() => own.getByRole('button').count()).toBe(0);
      await eventually(() => page.getByRole('combobox', { name: texts.roleOf(adminEmail) }).count()).toBe(0);

      await page.getByRole('button', { name: texts.sendLinkOf(invitedEmail) }).click();
      await page.getByText(texts.linkSent(invitedEmail)).waitFor();

      await page.getByRole('button', { name: texts.disableOf(invitedEmail) }).click();
      await rowOf(invitedEmail).getByRole('cell', { name: texts.disabled, exact: true }).waitFor();
      await eventually(() => page.getByRole('button', { name: texts.sendLinkOf(invitedEmail) }).count()).toBe(0);
    },
  );
});

describe('the credit department console in a real browser', () => {
  it(
    'a manager finds a submitted application in the queue, reveals the SSNs with a reason, approves',
    { timeout: 240_000 },
    async () => {
      const email = 'rosa.approved@example.com';
      const applicationId = await submitApplication(product, email);
      const manager = { email: 'maria.manager@supplier.test', role: 'manager', name: 'Maria Manager' } as const;
      const page = await staffPage(product, manager, { locale: 'en-US', viewport: { width: 1280, height: 900 } });
      await page.goto('/staff');

      // The queue lists it as submitted, with its company and requested limit.
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: applicationId }) });
      await row.waitFor();
      await eventually(() => row.textContent()).toMatch(/Acme Garage LLC.*Submitted/);

      await openFromQueue(page, applicationId);
      const business = page.getByRole('region', { name: 'Business information', exact: true });
      await business.getByText('Acme Garage LLC').waitFor();
      await page.getByText('In review', { exact: true }).first().waitFor();

      // Masked until a manager gives a reason, the federal tax ID too.
      const secrets = page.getByRole('region', { name: 'SSNs and birth dates' });
      await business.getByText('*****4321').waitFor();
      await eventually(() => page.getByText('512346789').count()).toBe(0);
      await secrets.getByRole('textbox', { name: 'Reason for viewing' }).fill('Checking the guarantor before approval');
      await secrets.getByRole('button', { name: 'Reveal SSNs and Birth Dates' }).click();
      await secrets.getByText('512346789').waitFor();
      await secrets.getByText('987654321').waitFor();

      // The audit trail, shown to managers, has the view and the reveal with its reason.
      await page.reload();
      const audit = page.getByRole('region', { name: 'Audit trail' });
      await audit.getByText('SSNs and birth dates revealed').waitFor();
      await audit.getByText('Checking the guarantor before approval').waitFor();
      // The whole trail is the admins': no link to it for a manager.
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).count()).toBe(0);

      // Approving a limit other than the one requested: the applicant gets the letter by email and reads it too.
      await decide(page, 'Approve', async (form) => {
        await form.getByRole('spinbutton', { name: /Credit limit granted/ }).fill('7500');
        await form.getByRole('radio', { name: 'Weekly pay', exact: true }).check();
      });
      await page.getByText('Approved', { exact: true }).first().waitFor();
      await eventually(() => page.getByRole('button', { name: 'Send Decision' }).count()).toBe(0);
      const letter = await nextMailAbout(product.mail, email, /is approved/);
      expect(letter.subject).toContain(applicationId);
      expect(letter.raw).toMatch(/Content-Type: application\/pdf/i);

      // The approved account goes to the ERP export.
      await page.goto('/staff');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Approved Accounts (CSV)' }).click(),
      ]);
      expect((await downloadedBytes(download)).toString('utf8')).toContain(applicationId);

      const applicant = await applicantPage(product, email);
      await eventually(() => applicant.getByTestId('application-status').textContent()).toBe('Approved');
      await applicant.getByText(/credit limit of \$7,500, Weekly pay/).waitFor();
    },
  );

  it('a manager declines with reasons; the applicant is told and sees "declined"', { timeout: 240_000 }, async () => {
    const email = 'carl.declined@example.com';
    const applicationId = await submitApplication(product, email);
    const manager = { email: 'dan.manager@supplier.test', role: 'manager', name: 'Dan Manager' } as const;
    const page = await staffPage(product, manager, { locale: 'en-US', viewport: { width: 1024, height: 900 } });
    await page.goto('/staff');
    await openFromQueue(page, applicationId);

    await decide(page, 'Decline', async (form) => {
      await form.getByRole('checkbox', { name: 'Limited credit experience' }).check();
      await form.getByRole('checkbox', { name: 'Length of time in business' }).check();
    });
    const decision = page.getByRole('region', { name: 'Decision', exact: true });
    await decision.getByText('Limited credit experience; Length of time in business').waitFor();
    await page.getByRole('button', { name: /Download Letter: Declined/ }).waitFor();

    const letter = await nextMailAbout(
      product.mail,
      email,
      new RegExp(`^Your .* credit application ${applicationId}$`),
    );
    expect(letter.raw).toMatch(/Content-Type: application\/pdf/i);
    const applicant = await applicantPage(product, email);
    await eventually(() => applicant.getByTestId('application-status').textContent()).toBe('Declined');

    // Decided once: the queue shows it declined, and the form is gone.
    await page.goto(`/staff?status=DECLINED`);
    await page.getByRole('link', { name: applicationId }).waitFor();
  });

  it(
    'an analyst requests changes; the applicant changes the step, submits again, and it returns with its ID',
    { timeout: 300_000 },
    async () => {
      const email = 'bea.changes@example.com';
      const applicationId = await submitApplication(product, email);
      const analyst = { email: 'ana.analyst@supplier.test', role: 'analyst', name: 'Ana Analyst' } as const;
      const page = await staffPage(product, analyst, { locale: 'en-US', viewport: { width: 768, height: 1024 } });
      await page.goto('/staff');
      await openFromQueue(page, applicationId);
      // Analysts see no secrets to reveal and no audit trail.
      await eventually(() => page.getByRole('region', { name: 'SSNs and birth dates' }).count()).toBe(0);
      await eventually(() => page.getByRole('region', { name: 'Audit trail' }).count()).toBe(0);

      await decide(page, 'Request changes', async (form) => {
        await form.getByRole('checkbox', { name: 'Business information' }).check();
        await form
          .getByRole('textbox', { name: /Message to the applicant/ })
          .fill('Please give the full company name.');
      });
      await page.getByText('Changes requested', { exact: true }).first().waitFor();
      await nextMailAbout(product.mail, email, /needs changes/);

      // The applicant reads the message, opens the reopened step, changes it, signs and submits again.
      const applicant = await applicantPage(product, email);
      await applicant.getByText('Please give the full company name.').waitFor();
      await applicant.getByRole('link', { name: 'Business information' }).click();
      await applicant.waitForURL('**/apply/business-information');
      await applicant
        .getByRole('textbox', { name: 'Company Name / Doing Business As' })
        .fill('Acme Garage Holdings LLC');
      // Only the reopened step and the way back in are open: Next skips the other steps, and they stay closed.
      await applicant.getByRole('button', { name: 'Next', exact: true }).click();
      await applicant.waitForURL('**/apply/review');
      await applicant.goto('/apply/applicants');
      await applicant.waitForURL('**/apply/business-information');
      await applicant.goto('/');
      await applicant.getByRole('link', { name: 'Review, Sign and Submit Again' }).click();
      await applicant.waitForURL('**/apply/review');
      await applicant.getByRole('button', { name: 'Next', exact: true }).click();
      await applicant.waitForURL('**/apply/submit');
      await applicant.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await applicant.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      await applicant.getByRole('checkbox', { name: /sign this application electronically/ }).check();
      for (const pad of await applicant.getByRole('img', { name: /Signature pad/ }).all())
        await signWithMouse(applicant, pad);
      await applicant.getByText('Signed', { exact: true }).nth(1).waitFor();
      await applicant.getByRole('button', { name: 'Submit', exact: true }).click();
      await applicant.waitForURL('**/success');
      await applicant.getByTestId('application-id').filter({ hasText: applicationId }).waitFor();

      // Back in the queue as submitted, with the same ID, the new name and its history.
      await page.goto('/staff?status=SUBMITTED');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: applicationId }) });
      await row.getByText('Acme Garage Holdings LLC').waitFor();
      await page.getByRole('link', { name: applicationId }).click();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(/Changes requested → Submitted/).waitFor();

      // Both versions are kept; the change between them is named by the form's own label.
      const versions = page.getByRole('region', { name: 'Versions', exact: true });
      await versions.getByRole('button', { name: 'Download the signed PDF of version 1' }).waitFor();
      await versions.getByRole('button', { name: 'Show Changes' }).click();
      const changes = versions.getByRole('table', { name: 'Changes from version 1 to version 2' });
      const renamed = changes.getByRole('row', { name: /Business information › Company Name \/ Doing Business As/ });
      await eventually(() => renamed.textContent()).toMatch(/Acme Garage LLC.*Acme Garage Holdings LLC/);
    },
  );
});
