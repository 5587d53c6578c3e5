import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/server/accounts/secret-hash.ts';
import { createFieldCipher } from '../../src/server/crypto/field-cipher.ts';
import { certificatePdf } from '../server/uploads/pdf-fixtures.ts';
import { startProduct, type RunningProduct } from './harness.ts';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => product?.stop());

const PASSWORD = 'Gr33n-Tractor!';

/**
 * Makes `email` an account that finished identity verification (step 1, built and tested on its own) and that
 * can log in with PASSWORD: its identity applicant is written as that step stores it, the SSN and birth date
 * encrypted with the product's data key.
 */
async function finishIdentity(email: string): Promise<void> {
  const { dataKey } = JSON.parse(readFileSync(join(product.dataDir, 'secrets.json'), 'utf8')) as { dataKey: string };
  const cipher = createFieldCipher(new Map([[1, Buffer.from(dataKey, 'base64')]]), 1);
  const passwordHash = await hashSecret(PASSWORD);
  const database = new Sqlite(join(product.dataDir, 'app.db'));
  try {
    const { id } = database.prepare('select id from users where email = ?').get(email) as { id: string };
    database.prepare('update users set password_hash = ? where id = ?').run(passwordHash, id);
    const now = new Date().toISOString();
    database
      .prepare(
        `insert into kbv_applicants (id, user_id, first_name, last_name, address_line1, address_city, address_state, address_zip,
           ssn_encrypted, date_of_birth_encrypted, kbv_status, kbv_status_at, created_at, updated_at)
         values (?, ?, 'Ann', 'Owner', '5 Oak St', 'Springfield', 'MO', '65803', ?, ?, 'VERIFIED', ?, ?, ?)`,
      )
      .run(randomUUID(), id, cipher.encrypt('512346789'), cipher.encrypt('1970-05-17'), now, now, now);
  } finally {
    database.close();
  }
}

/** The database's copy of the application's data, to check what the browser saved. */
function storedData(email: string): Record<string, unknown> {
  const database = new Sqlite(join(product.dataDir, 'app.db'), { readonly: true });
  try {
    const row = database.prepare('select data from credit_applications join users on users.id = credit_applications.user_id where users.email = ?').get(email) as { data: string };
    return JSON.parse(row.data) as Record<string, unknown>;
  } finally {
    database.close();
  }
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const radioIn = (page: Page, group: string, option: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** Picks `option` in the MUI select named `name`. */
async function choose(page: Page, scope: Page | Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAddress(page: Page, scope: Page | Locator, address: { street: string; city: string; zip: string }) {
  await textbox(scope, 'Street Address').fill(address.street);
  await textbox(scope, 'City').fill(address.city);
  await choose(page, scope, 'State', 'Missouri');
  await textbox(scope, 'ZIP Code').fill(address.zip);
}

async function next(page: Page, toPath: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(`**/apply/${toPath}`);
}

async function fillBusinessInformation(page: Page) {
  await textbox(page, 'Company Name / Doing Business As').fill('Acme Garage LLC');
  await textbox(page, 'DUNS Number').fill('080012345');
  await fillAddress(page, page, { street: '100 Main St', city: 'Springfield', zip: '65802' });
  await textbox(page, 'Phone').fill('(417) 555-0100');
  await textbox(page, 'Accounts Payable Contact').fill('Pat Payables');

  // "Same as above" copies the business phone; unticking clears it again.
  await page.getByRole('checkbox', { name: 'Same as above' }).check();
  expect(await textbox(page, 'Accounts Payable Phone').inputValue()).toBe('(417) 555-0100');
  await page.getByRole('checkbox', { name: 'Same as above' }).uncheck();
  expect(await textbox(page, 'Accounts Payable Phone').inputValue()).toBe('');
  await page.getByRole('checkbox', { name: 'Same as above' }).check();

  await choose(page, page, 'Business Type', 'LLC');
  await page.getByRole('combobox', { name: 'Business Description' }).selectOption({ label: 'Other' });
  await textbox(page, 'Describe your business').fill('Marine engine repair');
  await page.getByRole('checkbox', { name: 'Less than 1 year' }).first().check();
  expect(await textbox(page, 'Years in Business').isDisabled()).toBe(true);
  await textbox(page, 'Years Under Current Ownership').fill('3');
  await page.getByRole('spinbutton', { name: 'Number of Employees' }).fill('12');

  // Tax exemption: yes shows the upload; the certificate is stored at once.
  await radioIn(page, 'Are you exempt from sales tax?', 'Yes').check();
  await page.getByLabel('Upload a certificate (PDF)').setInputFiles({ name: 'MO Form 149.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
  await page.getByText('Form saved.').waitFor();
  await page.getByRole('listitem').filter({ hasText: 'MO Form 149.pdf' }).waitFor();
}

async function fillApplicant(page: Page, region: Locator, person: { first: string; last: string; ssn: string; birth: [string, string, string] }) {
  await textbox(region, 'First Name').fill(person.first);
  await textbox(region, 'Last Name').fill(person.last);
  await textbox(region, 'Phone').fill('417-555-0102');
  await textbox(region, 'Social Security Number').fill(person.ssn);
  const birth = region.getByRole('group', { name: 'Date of Birth' });
  await birth.getByLabel('Month').selectOption({ label: person.birth[0] });
  await birth.getByLabel('Day').selectOption({ label: person.birth[1] });
  await birth.getByLabel('Year').selectOption({ label: person.birth[2] });
  await fillAddress(page, region, { street: '5 Oak St', city: 'Springfield', zip: '65803' });
  await textbox(region, 'Years at Current Address').fill('7');
}

async function fillApplicants(page: Page) {
  await fillApplicant(page, page.getByRole('region', { name: 'Owner', exact: true }), { first: 'Ann', last: 'Owner', ssn: '123456789', birth: ['May', '17', '1970'] });
  expect(await page.getByRole('button', { name: /Remove/ }).count()).toBe(0);

  // "Add co-owner" shows while there is one applicant; a co-owner can be removed, the owner cannot.
  await page.getByRole('button', { name: 'Add co-owner' }).click();
  expect(await page.getByRole('button', { name: 'Add co-owner' }).count()).toBe(0);
  await page.getByRole('region', { name: 'Co-owner', exact: true }).getByRole('button', { name: 'Remove co-owner' }).click();
  expect(await page.getByRole('region', { name: 'Co-owner', exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: 'Add co-owner' }).click();
  const coOwner = page.getByRole('region', { name: 'Co-owner', exact: true });

  // A masked SSN passes the form (it is what the server sends back) but the server keeps nothing behind it for a
  // new co-owner: the save fails, the person stays, the message shows under the field and in the toast.
  await fillApplicant(page, coOwner, { first: 'Bo', last: 'Partner', ssn: '*****0001', birth: ['December', '1', '1980'] });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Social Security Number must be 9 numbers with no dashes.' }).first().waitFor();
  expect(await coOwner.getByText('Social Security Number must be 9 numbers with no dashes.').count()).toBe(1);
  expect(page.url()).toMatch(/\/apply\/applicants$/);

  await textbox(coOwner, 'Social Security Number').fill('987650001');
  await next(page, 'account-information');
}

async function fillAccountInformation(page: Page) {
  // A cash account hides the credit limit; the other options ask for it.
  await page.getByRole('radio', { name: 'Monthly pay' }).check();
  await page.getByRole('spinbutton', { name: 'Credit Limit Requested' }).fill('5000');
  await page.getByRole('radio', { name: 'Cash account' }).check();
  expect(await page.getByRole('spinbutton', { name: 'Credit Limit Requested' }).count()).toBe(0);
  await page.getByRole('radio', { name: 'Monthly pay' }).check();
  expect(await page.getByRole('spinbutton', { name: 'Credit Limit Requested' }).inputValue()).toBe('');
  await page.getByRole('spinbutton', { name: 'Credit Limit Requested' }).fill('5000');

  // An existing account adds one number field; extra ones can be removed; "No" clears them.
  const existing = 'Do you already have an account with us?';
  await radioIn(page, existing, 'Yes').check();
  await page.getByRole('button', { name: 'Add account number' }).click();
  expect(await page.getByRole('textbox', { name: 'Account Number' }).count()).toBe(2);
  await page.getByRole('button', { name: 'Remove account number' }).click();
  await radioIn(page, existing, 'No').check();
  expect(await page.getByRole('textbox', { name: 'Account Number' }).count()).toBe(0);
  await radioIn(page, existing, 'Yes').check();
  await page.getByRole('textbox', { name: 'Account Number' }).fill('100234');

  await choose(page, page, 'Reason for Completing This Application', 'Additional location');
  await radioIn(page, 'Purchase Order Required', 'No').check();

  // Additional locations add one shop; "No" clears them; extra shops can be removed.
  const locations = 'Do you have additional locations (shops)?';
  await radioIn(page, locations, 'Yes').check();
  await page.getByRole('button', { name: 'Add location' }).click();
  await page.getByRole('region', { name: 'Location 2', exact: true }).getByRole('button', { name: 'Remove location' }).click();
  await radioIn(page, locations, 'No').check();
  expect(await page.getByRole('region', { name: 'Location 1', exact: true }).count()).toBe(0);
  await radioIn(page, locations, 'Yes').check();
  const shop = page.getByRole('region', { name: 'Location 1', exact: true });
  await textbox(shop, 'Company Name / Doing Business As').fill('Acme North');
  await textbox(shop, 'Phone').fill('417-555-0110');
  await fillAddress(page, shop, { street: '200 North Rd', city: 'Nixa', zip: '65714' });
  await choose(page, shop, 'Preferred Store', 'Nixa');

  // Its own line of credit: "No" resets the shop's limit to 0, "Yes" lets it have one.
  const separate = 'Does each location need its own line of credit?';
  await radioIn(page, separate, 'Yes').check();
  const shopLimit = shop.getByRole('spinbutton', { name: 'Credit Limit for This Location' });
  await shopLimit.fill('2500');
  await radioIn(page, separate, 'No').check();
  expect([await shopLimit.inputValue(), await shopLimit.isDisabled()]).toEqual(['0', true]);
  await radioIn(page, separate, 'Yes').check();
  await shopLimit.fill('2500');
}

/** The value next to `label` in a review section. */
const reviewValue = (section: Locator, label: string) => section.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]').textContent();

async function expectReview(page: Page) {
  await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
  const business = page.getByRole('region', { name: 'Business information', exact: true });
  expect(await reviewValue(business, 'Company Name / Doing Business As')).toBe('Acme Garage LLC');
  expect(await reviewValue(business, 'Business Description')).toBe('Marine engine repair');
  expect(await reviewValue(business, 'Years in Business')).toBe('Less than 1 year');
  expect(await reviewValue(business, 'Tax exemption certificates')).toBe('MO Form 149.pdf');
  const owner = page.getByRole('region', { name: 'Owner', exact: true });
  expect(await reviewValue(owner, 'First Name')).toBe('Ann');
  expect(await reviewValue(owner, 'Social Security Number')).toBe('*****6789');
  expect(await reviewValue(page.getByRole('region', { name: 'Co-owner', exact: true }), 'Social Security Number')).toBe('*****0001');
  const account = page.getByRole('region', { name: 'Account information', exact: true });
  expect(await reviewValue(account, 'Payment Option')).toBe('Monthly pay');
  expect(await reviewValue(account, 'Credit Limit Requested')).toBe('5000');
  expect(await reviewValue(account, 'Existing Account Numbers')).toBe('100234');
  const location = page.getByRole('region', { name: 'Location 1', exact: true });
  expect(await reviewValue(location, 'Credit Limit for This Location')).toBe('2500');
  expect(await reviewValue(location, 'Preferred Store')).toBe('Nixa');
  expect(await page.locator('main').textContent()).not.toMatch(/123456789|987650001/);
}

describe('the application steps in a real browser', () => {
  it('takes a new applicant through business information, applicants and account information to the review, and back after logging in again', { timeout: 240_000 }, async () => {
    const email = 'ann.owner@example.com';
    const page = await product.loggedInPage(email, { locale: 'en-US' });
    await finishIdentity(email);

    await page.goto('/');
    await page.waitForURL('**/apply/business-information');
    await fillBusinessInformation(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Data saved.').first().waitFor();
    await page.waitForURL('**/apply/applicants');

    await fillApplicants(page);
    await fillAccountInformation(page);
    await next(page, 'review');
    await expectReview(page);

    const stored = storedData(email);
    expect(JSON.stringify(stored)).not.toMatch(/123456789|987650001|1970-05-17/);
    expect(stored.accountInfo).toMatchObject({ paymentOption: 'MONTHLY_PAY', creditLimit: 5000, existingAccountNumbers: ['100234'], hasAdditionalLocations: true });

    // An edit button opens its step with the saved values; Previous goes back without saving.
    await page.getByRole('button', { name: 'Edit Business information' }).click();
    await page.waitForURL('**/apply/business-information');
    expect(await textbox(page, 'Company Name / Doing Business As').inputValue()).toBe('Acme Garage LLC');
    expect(await textbox(page, 'Describe your business').inputValue()).toBe('Marine engine repair');
    await textbox(page, 'Company Name / Doing Business As').fill('Acme Garage & Tire LLC');
    await next(page, 'applicants');
    await textbox(page.getByRole('region', { name: 'Owner', exact: true }), 'First Name').fill('Annabel');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForURL('**/apply/business-information');
    expect(await textbox(page, 'Company Name / Doing Business As').inputValue()).toBe('Acme Garage & Tire LLC');
    expect((storedData(email).applicants as Array<{ firstName: string }>)[0].firstName).toBe('Ann');

    // Log out, log in again: the wizard opens at the first step not yet done, with everything kept.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/login/continue');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/apply/review');
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    for (const step of ['Applicant information', 'Business information', 'Applicants', 'Account information']) {
      await steps.getByRole('button', { name: new RegExp(step) }).getByRole('img', { name: 'completed' }).waitFor();
    }
    const business = page.getByRole('region', { name: 'Business information', exact: true });
    await business.waitFor();
    expect(await reviewValue(business, 'Company Name / Doing Business As')).toBe('Acme Garage & Tire LLC');
    await expectReviewAfterLogin(page);
  });
});

/** The review after logging in again shows the same applicants, account and location as before. */
async function expectReviewAfterLogin(page: Page) {
  expect(await reviewValue(page.getByRole('region', { name: 'Co-owner', exact: true }), 'First Name')).toBe('Bo');
  expect(await reviewValue(page.getByRole('region', { name: 'Location 1', exact: true }), 'Company Name / Doing Business As')).toBe('Acme North');
  await page.getByRole('button', { name: 'Edit Account information' }).click();
  await page.waitForURL('**/apply/account-information');
  expect(await page.getByRole('radio', { name: 'Monthly pay' }).isChecked()).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Account Number' }).inputValue()).toBe('100234');
  expect(await radioIn(page, 'Does each location need its own line of credit?', 'Yes').isChecked()).toBe(true);
  expect(await page.getByRole('region', { name: 'Location 1', exact: true }).getByRole('spinbutton', { name: 'Credit Limit for This Location' }).inputValue()).toBe('2500');
}
