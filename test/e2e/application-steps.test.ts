import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../../scripts/lib/files/pdf-fixtures.ts';
import { logInWith } from './flows/accounts.ts';
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
import { radioIn, secretBox, textbox } from './flows/controls.ts';
import { finishIdentity, storedData } from './flows/seed.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

const PASSWORD = 'Gr33n-Tractor!';

/** Step 2, with its toggles tried on the way: "same as above", "less than 1 year" and the tax-exemption upload. */
async function fillBusinessInformationTryingToggles(page: Page) {
  await fillBusinessInformation(page, ACME_BUSINESS);

  // "Same as the business phone" copied the business phone; unticking clears it again.
  await eventually(() => textbox(page, 'Accounts Payable Phone').inputValue()).toBe('(417) 555-0100');
  await page.getByRole('checkbox', { name: 'Same as the business phone' }).uncheck();
  await eventually(() => textbox(page, 'Accounts Payable Phone').inputValue()).toBe('');
  await page.getByRole('checkbox', { name: 'Same as the business phone' }).check();
  // "Less than 1 year", ticked for the years in business, stands for the number.
  await eventually(() => textbox(page, 'Years in Business').isDisabled()).toBe(true);

  // Tax exemption: yes shows the upload; the certificate is stored at once.
  await radioIn(page, 'Are you exempt from sales tax?', 'Yes').check();
  await page
    .getByLabel('Upload a certificate (PDF)')
    .setInputFiles({ name: 'MO Form 149.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
  await page.getByText('Form saved.').waitFor();
  await page.getByRole('listitem').filter({ hasText: 'MO Form 149.pdf' }).waitFor();
}

async function fillApplicants(page: Page) {
  await fillApplicant(page, ownerRegion(page), ANN_OWNER);
  await eventually(() => page.getByRole('button', { name: /Remove/ }).count()).toBe(0);

  // "Add co-owner" shows while there is one applicant; a co-owner can be removed, the owner cannot.
  await page.getByRole('button', { name: 'Add co-owner' }).click();
  await eventually(() => page.getByRole('button', { name: 'Add co-owner' }).count()).toBe(0);
  await coOwnerRegion(page).getByRole('button', { name: 'Remove co-owner' }).click();
  await eventually(() => coOwnerRegion(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Add co-owner' }).click();
  const coOwner = coOwnerRegion(page);

  // A masked SSN passes the form (it is what the server sends back) but the server keeps nothing behind it for a
  // new co-owner: the save fails, the person stays, the message shows under the field and in the toast.
  await fillApplicant(page, coOwner, { ...BO_PARTNER, ssn: '*****0001' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Social Security Number must be 9 numbers with no dashes.' })
    .first()
    .waitFor();
  await eventually(() => coOwner.getByText('Social Security Number must be 9 numbers with no dashes.').count()).toBe(1);
  expect(page.url()).toMatch(/\/apply\/applicants$/);

  await secretBox(coOwner, 'Social Security Number').fill(BO_PARTNER.ssn);
  await next(page, 'account-information');
}

/** Step 4's toggles, tried before it is answered: each hides, clears or adds what it should. */
async function tryAccountToggles(page: Page) {
  // A cash account hides the credit limit; the other options ask for it.
  await page.getByRole('radio', { name: 'Monthly pay' }).check();
  await textbox(page, 'Credit Limit Requested').fill('5000');
  await page.getByRole('radio', { name: 'Cash account' }).check();
  await eventually(() => textbox(page, 'Credit Limit Requested').count()).toBe(0);
  await page.getByRole('radio', { name: 'Monthly pay' }).check();
  await eventually(() => textbox(page, 'Credit Limit Requested').inputValue()).toBe('');

  // An existing account adds one number field; extra ones can be removed; "No" clears them.
  const existing = 'Do you already have an account with us?';
  await radioIn(page, existing, 'Yes').check();
  await page.getByRole('button', { name: 'Add account number' }).click();
  await eventually(() => page.getByRole('textbox', { name: 'Account Number' }).count()).toBe(2);
  await page.getByRole('button', { name: 'Remove account number' }).click();
  await radioIn(page, existing, 'No').check();
  await eventually(() => page.getByRole('textbox', { name: 'Account Number' }).count()).toBe(0);

  // Additional locations add one shop; "No" clears them; extra shops can be removed.
  const locations = 'Do you have additional locations (shops)?';
  await radioIn(page, locations, 'Yes').check();
  await page.getByRole('button', { name: 'Add location' }).click();
  await page
    .getByRole('region', { name: 'Location 2', exact: true })
    .getByRole('button', { name: 'Remove location' })
    .click();
  await radioIn(page, locations, 'No').check();
  await eventually(() => page.getByRole('region', { name: 'Location 1', exact: true }).count()).toBe(0);
}

async function fillAccountInformationTryingToggles(page: Page) {
  await tryAccountToggles(page);
  await fillAccountInformation(page, {
    paymentOption: 'Monthly pay',
    creditLimit: '5000',
    accountNumber: '100234',
    reason: 'Additional location',
    purchaseOrderRequired: 'No',
    shop: {
      companyName: 'Acme North',
      phone: '417-555-0110',
      address: { street: '200 North Rd', city: 'Nixa', zip: '65714' },
      preferredStore: { type: 'nixa', pick: 'Nixa (store 108)' },
      creditLimit: '2500',
    },
  });

  // Its own line of credit: "No" resets the shop's limit to 0, "Yes" lets it have one.
  const separate = 'Does each location need its own line of credit?';
  const shopLimit = page
    .getByRole('region', { name: 'Location 1', exact: true })
    .getByRole('textbox', { name: 'Credit Limit for This Location' });
  await radioIn(page, separate, 'No').check();
  expect([await shopLimit.inputValue(), await shopLimit.isDisabled()]).toEqual(['$0', true]);
  await radioIn(page, separate, 'Yes').check();
  await shopLimit.fill('2500');
}

async function expectReview(page: Page) {
  await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
  const business = page.getByRole('region', { name: 'Business information', exact: true });
  expect(await reviewValue(business, 'Company Name / Doing Business As')).toBe('Acme Garage LLC');
  expect(await reviewValue(business, 'Business Description')).toBe('Marine engine repair');
  expect(await reviewValue(business, 'Years in Business')).toBe('Less than 1 year');
  expect(await reviewValue(business, 'Tax exemption certificates')).toBe('MO Form 149.pdf');
  const owner = page.getByRole('region', { name: 'Owner', exact: true });
  expect(await reviewValue(owner, 'First Name')).toBe('Ann');
  expect(await reviewValue(owner, 'Social Security Number')).toBe('***-**-6789');
  expect(await reviewValue(page.getByRole('region', { name: 'Co-owner', exact: true }), 'Social Security Number')).toBe(
    '***-**-0001',
  );
  const account = page.getByRole('region', { name: 'Account information', exact: true });
  expect(await reviewValue(account, 'Payment Option')).toBe('Monthly pay');
  expect(await reviewValue(account, 'Credit Limit Requested')).toBe('$5,000');
  expect(await reviewValue(account, 'Existing Account Numbers')).toBe('100234');
  const location = page.getByRole('region', { name: 'Location 1', exact: true });
  expect(await reviewValue(location, 'Credit Limit for This Location')).toBe('$2,500');
  expect(await reviewValue(location, 'Preferred Store')).toBe('Nixa (store 108)');
  await eventually(() => page.locator('main').textContent()).not.toMatch(/123456789|987650001/);
}

describe('the application steps in a real browser', () => {
  it(
    'takes a new applicant through business information, applicants and account information to the review, and back ' +
      'after logging in again',
    { timeout: 240_000 },
    async () => {
      const email = 'ann.owner@example.com';
      const page = await product.loggedInPage(email, { locale: 'en-US' });
      await finishIdentity(product, email, PASSWORD);

      await page.goto('/');
      await page.waitForURL('**/apply/business-information');
      await fillBusinessInformationTryingToggles(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Data saved.').first().waitFor();
      await page.waitForURL('**/apply/applicants');

      await fillApplicants(page);
      await fillAccountInformationTryingToggles(page);
      await passReferences(page);
      await expectReview(page);

      const stored = storedData(product, email);
      expect(JSON.stringify(stored)).not.toMatch(/123456789|987650001|1970-05-17/);
      expect(stored.accountInfo).toMatchObject({
        paymentOption: 'MONTHLY_PAY',
        creditLimit: 5000,
        existingAccountNumbers: ['100234'],
        hasAdditionalLocations: true,
      });

      // An edit button opens its step with the saved values; Previous goes back without saving.
      await page.getByRole('button', { name: 'Edit Business information' }).click();
      await page.waitForURL('**/apply/business-information');
      await eventually(() => textbox(page, 'Company Name / Doing Business As').inputValue()).toBe('Acme Garage LLC');
      await eventually(() => textbox(page, 'Describe your business').inputValue()).toBe('Marine engine repair');
      await textbox(page, 'Company Name / Doing Business As').fill('Acme Garage & Tire LLC');
      await next(page, 'applicants');
      await textbox(page.getByRole('region', { name: 'Owner', exact: true }), 'First Name').fill('Annabel');
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.waitForURL('**/apply/business-information');
      await eventually(() => textbox(page, 'Company Name / Doing Business As').inputValue()).toBe(
        'Acme Garage & Tire LLC',
      );
      expect((storedData(product, email).applicants as Array<{ firstName: string }>)[0].firstName).toBe('Ann');

      // Log out, log in again: the wizard opens at the first step not yet done, with everything kept.
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      await page.goto('/login/continue');
      await logInWith(page, email, PASSWORD);
      await page.waitForURL('**/apply/review');
      const steps = page.getByRole('navigation', { name: 'Application steps' });
      for (const step of ['Applicant information', 'Business information', 'Applicants', 'Account information']) {
        await steps
          .getByRole('button', { name: new RegExp(step) })
          .getByRole('img', { name: 'completed' })
          .waitFor();
      }
      const business = page.getByRole('region', { name: 'Business information', exact: true });
      await business.waitFor();
      expect(await reviewValue(business, 'Company Name / Doing Business As')).toBe('Acme Garage & Tire LLC');
      await expectReviewAfterLogin(page);
    },
  );
});

/** The review after logging in again shows the same applicants, account and location as before. */
async function expectReviewAfterLogin(page: Page) {
  expect(await reviewValue(page.getByRole('region', { name: 'Co-owner', exact: true }), 'First Name')).toBe('Bo');
  expect(
    await reviewValue(
      page.getByRole('region', { name: 'Location 1', exact: true }),
      'Company Name / Doing Business As',
    ),
  ).toBe('Acme North');
  await page.getByRole('button', { name: 'Edit Account information' }).click();
  await page.waitForURL('**/apply/account-information');
  await eventually(() => page.getByRole('radio', { name: 'Monthly pay' }).isChecked()).toBe(true);
  await eventually(() => page.getByRole('textbox', { name: 'Account Number' }).inputValue()).toBe('100234');
  await eventually(() => radioIn(page, 'Does each location need its own line of credit?', 'Yes').isChecked()).toBe(
    true,
  );
  expect(
    await page
      .getByRole('region', { name: 'Location 1', exact: true })
      .getByRole('textbox', { name: 'Credit Limit for This Location' })
      .inputValue(),
  ).toBe('$2,500');
}
