import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerifyAndLogIn } from './flows/accounts.ts';
import {
  ACME_BUSINESS,
  ANN_OWNER,
  BO_PARTNER,
  coOwnerRegion,
  fillAccountInformation,
  fillApplicant,
  fillBusinessInformation,
  next,
  ownerRegion,
  passReferences,
  reviewValue,
} from './flows/application.ts';
import { answerSecurityQuestions, enterIdentityDetails, expectOnBusinessInformation, ROSA } from './flows/identity.ts';
import { inkOn, signWithMouse } from './flows/submission.ts';
import { headingLevelsSkipped } from './flows/headings.ts';
import { eventually, useProduct } from './harness.ts';
import { fillRequiredFromExamples } from './flows/fill-from-examples.ts';
import {
  BANK,
  PAINT,
  SISTER,
  ageRequest,
  expectReference,
  openEmailedLink,
  submitWithReferences,
} from './flows/references.ts';
import { nextMailAbout, openFromQueue } from './flows/staff.ts';
import { staffPage } from './flows/staff-seed.ts';

// The shared product, whose servers look for references' reminders that are due every 300 ms (global-setup.ts), so
// that a test that moves a request's clock sees them go out at once.
const product = useProduct();

/** How many signatures the database keeps with the submission of `email`'s application. */
function storedSignatureCount(email: string): number {
  const row = product.readRow<{ count: number }>(
    `select count(*) as count from submission_signatures
       join credit_applications on credit_applications.id = submission_signatures.application_id
       join users on users.id = credit_applications.user_id where users.email = ?`,
    email,
  );
  return row?.count ?? 0;
}

/** Steps 1 to 5 as a new applicant goes through them, from the first step to the submit step. */
async function completeTheSteps(page: Page) {
  await enterIdentityDetails(page, ROSA, '512340011');
  await answerSecurityQuestions(page, ROSA);
  await expectOnBusinessInformation(page);

  await fillBusinessInformation(page, ACME_BUSINESS);
  await next(page, 'applicants');
  await fillApplicant(page, ownerRegion(page), ANN_OWNER);
  await page.getByRole('button', { name: 'Add co-owner' }).click();
  await fillApplicant(page, coOwnerRegion(page), BO_PARTNER);
  await next(page, 'account-information');
  await fillAccountInformation(page, {
    paymentOption: 'Monthly pay',
    creditLimit: '5000',
    reason: 'New account request',
    purchaseOrderRequired: 'No',
  });
  await passReferences(page);

  await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
  expect(
    await reviewValue(
      page.getByRole('region', { name: 'Business information', exact: true }),
      'Company Name / Doing Business As',
    ),
  ).toBe('Acme Garage LLC');
  expect(await reviewValue(coOwnerRegion(page), 'First Name')).toBe('Bo');
  await next(page, 'submit');
}

describe('the whole journey in a real browser', () => {
  it(
    'takes a new applicant from registration to the success page, signing with the mouse, in English',
    { timeout: 240_000 },
    async () => {
      const email = 'rosa.journey@example.com';
      const page = await product.newPage({ locale: 'en-US' });
      await registerVerifyAndLogIn(page, product.mail, product.url, {
        email,
        password: 'Gr33n-Tractor!',
        question: 'What was your first car?',
        answer: 'Herbie',
      });
      await completeTheSteps(page);

      // The submit step: each text under its heading in its own scrollable box, its box to tick, and a pad per
      // applicant.
      // The headings follow the page's outline: each text's heading under the step's title, the text's sections under
      // it.
      await page.getByRole('heading', { name: 'Submit', level: 1 }).waitFor();
      for (const section of ['Terms of payment', 'General terms and conditions', 'Personal guaranty']) {
        await page.getByRole('heading', { name: section, exact: true, level: 2 }).waitFor();
        await page
          .getByRole('region', { name: section, exact: true })
          .getByRole('heading', { level: 3 })
          .first()
          .waitFor();
        await eventually(() => page.getByRole('heading', { name: section, exact: false }).count()).toBe(1);
      }
      expect(await headingLevelsSkipped(page)).toEqual([]);
      const paymentTerms = page.getByRole('region', { name: 'Terms of payment', exact: true });
      expect(
        await paymentTerms.evaluate(
          (box) => box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY === 'auto',
        ),
      ).toBe(true);
      await eventually(() => paymentTerms.textContent()).toMatch(/10th day of the month.*two percent \(2%\)/s);
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      await page.getByRole('checkbox', { name: /sign this application electronically/ }).check();

      await eventually(() => page.getByText('Sign Here', { exact: true }).count()).toBe(2);
      const pads = page.getByRole('img', { name: /^Signature pad for/ });
      await eventually(() => pads.count()).toBe(2);
      for (const [index, name] of ['Ann Owner', 'Bo Partner'].entries()) {
        const pad = page.getByRole('img', { name: `Signature pad for ${name}`, exact: false });
        expect(
          await pad.evaluate((canvas) => [
            canvas.getBoundingClientRect().height,
            canvas.getBoundingClientRect().width > 600,
          ]),
        ).toEqual([150, true]);
        await signWithMouse(page, pad);
        // What was drawn stays on the pad once the stroke is taken as the signature.
        await page.getByText('Signed', { exact: true }).nth(index).waitFor();
        expect(await inkOn(pad)).toBeGreaterThan(100);
      }
      // "Clear" empties a pad, which then asks for the signature again; each says whose signature it clears.
      await eventually(() => page.getByRole('button', { name: 'Clear', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Clear the signature of Bo Partner', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Clear the signature of Ann Owner', exact: true }).click();
      await page.getByText('Not signed yet').waitFor();
      expect(await inkOn(pads.first())).toBe(0);
      await signWithMouse(page, pads.first());
      await page.getByText('Signed', { exact: true }).nth(1).waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      // The confirmation, with the Application ID the confirmation email carries too.
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      const applicationId = page.getByTestId('application-id');
      await applicationId.filter({ hasText: /^TCA-/ }).waitFor();
      const id = (await applicationId.textContent())!;
      await page.getByText('Please print this page for your records.').waitFor();
      await page.getByText('reviews applications within 3 business days', { exact: false }).waitFor();
      await page.getByText('by letter at your billing address', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Back to Bluestem Parts & Supply' }).waitFor();
      const copyright = `© 2011–${new Date().getFullYear()}`;
      await eventually(() => page.getByText(copyright, { exact: false }).filter({ visible: true }).count()).toBe(1);

      // Printed, the page is just the confirmation: no header, steps, footer or buttons, but with the copyright.
      await page.emulateMedia({ media: 'print' });
      await eventually(() => page.getByRole('banner').isVisible()).toBe(false);
      await eventually(() => page.getByRole('button', { name: 'Print this page' }).isVisible()).toBe(false);
      await eventually(() => page.getByRole('contentinfo').getByText(copyright, { exact: false }).isVisible()).toBe(
        false,
      );
      await eventually(() => page.locator('#confirmation').getByText(copyright, { exact: false }).isVisible()).toBe(
        true,
      );
      await eventually(() => page.getByTestId('application-id').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      const confirmation = await product.mail.next(email);
      expect(confirmation.subject).toContain(id);
      expect(confirmation.text).toContain(`Your Application ID is ${id}.`);
      expect(confirmation.text).not.toMatch(/123456789|987650001|512340011|1970|1976/);
      // Every file's submissions notify the credit department's one address: this application's notice is the one
      // that names it.
      const notice = await nextMailAbout(product.mail, 'credit@example.com', new RegExp(`application ${id}:`));
      expect(notice.subject).toBe(`New credit application ${id}: Acme Garage LLC`);
      expect(notice.text).not.toMatch(/123456789|987650001|512340011|1970|1976/);
      expect(storedSignatureCount(email)).toBe(2);

      // Leaving the confirmation ends the session: the way back leads to the login.
      await page.goBack();
      await page.waitForURL('**/login');
      expect(
        await page.evaluate(() => [
          localStorage.getItem('user'),
          localStorage.getItem('access_token'),
          localStorage.getItem('refresh_token'),
        ]),
      ).toEqual([null, null, null]);
      await page.goto('/success');
      await page.waitForURL('**/login');
    },
  );

  it(
    'asks two trade references and a bank; one answers, the bank declines in Spanish, one expires after its reminders',
    { timeout: 240_000 },
    async () => {
      const applicationId = await submitWithReferences(product, 'rena.refs@example.com');

      const paint = await openEmailedLink(product, PAINT.email, /named you as a reference/, 'en-US');
      await paint.page.getByText('Acme Garage LLC has applied for trade credit', { exact: false }).waitFor();
      await paint.page.getByText('a credit line of $5,000, Monthly pay', { exact: false }).waitFor();
      await fillRequiredFromExamples(paint.page, paint.page, 'reference/trade');
      await paint.page.getByRole('button', { name: 'Send answer' }).click();
      await paint.page.getByText('Thank you. Your answer was sent', { exact: false }).waitFor();

      // The bank's email is in the application's language (English); its reader's browser speaks Spanish.
      const bank = await openEmailedLink(product, BANK.email, /named you as a reference/, 'es-ES');
      await bank.page.getByRole('heading', { name: 'Solicitud de referencia' }).waitFor();
      await bank.page.getByRole('button', { name: 'Negarse a dar referencia' }).click();
      await bank.page.getByRole('button', { name: 'Sí, negarme' }).click();
      await bank.page.getByText('Gracias por avisarnos', { exact: false }).waitFor();

      // The third opens the link and leaves it; the clock moves: two reminders, then the link has expired.
      const sister = await openEmailedLink(product, SISTER.email, /named you as a reference/, 'en-US');
      await sister.page.getByRole('button', { name: 'Send answer' }).waitFor();
      await ageRequest(product, SISTER.email, 'reminders');
      await nextMailAbout(product.mail, SISTER.email, /^Reminder:/);
      await nextMailAbout(product.mail, SISTER.email, /^Reminder:/);
      await ageRequest(product, SISTER.email, 'expiry');
      await sister.page.reload();
      await sister.page.getByText('This link is not valid any more', { exact: false }).waitFor();

      // A member seeded logged in: the enrolment is clicked through in staff-console-accessibility.test.ts.
      const manager = { email: 'rita.refs@supplier.test', role: 'manager', name: 'Rita Refs' } as const;
      const page = await staffPage(product, manager, { locale: 'en-US', viewport: { width: 1280, height: 900 } });
      await page.goto('/staff');
      await openFromQueue(page, applicationId);
      await expectReference(page, 'Trade reference 1', [
        'Answered',
        '4 days beyond terms on average',
        'High credit $12,000: 240% of the $5,000 requested',
      ]);
      await expectReference(page, 'Trade reference 2', ['Expired', "Email at the applicant's own domain"]);
      await expectReference(page, 'Bank reference', ['Declined']);
      expect(await page.getByRole('region', { name: 'References' }).getByRole('button').count()).toBe(0);
    },
  );
});
