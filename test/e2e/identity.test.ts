import Sqlite from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './harness.ts';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => product?.stop());

/** What the applicant types: each sandbox question asks about one of these. */
const applicant = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  street: '1200 Cherry Lane',
  city: 'Joplin',
  state: 'Missouri',
  zip: '64801',
  birth: { month: 'July', day: '4', year: '1976' },
};
/** The right choice of each question, found by its question's words. */
const RIGHT_ANSWERS: Array<[RegExp, string]> = [
  [/ZIP codes/, applicant.zip],
  [/cities/, applicant.city.toUpperCase()],
  [/streets/, 'CHERRY LN'],
  [/born/, applicant.birth.year],
];

/** The stored identity status of the account `email`, read from the product's database file. */
function storedStatus(email: string): string | undefined {
  const database = new Sqlite(join(product.dataDir, 'app.db'), { readonly: true });
  try {
    const row = database
      .prepare('select kbv_status from kbv_applicants join users on users.id = kbv_applicants.user_id where users.email = ?')
      .get(email.toLowerCase()) as { kbv_status: string } | undefined;
    return row?.kbv_status;
  } finally {
    database.close();
  }
}

/** Fills step 1 as a person does, by the labels on screen, and presses Verify. */
async function enterDetails(page: Page, ssn: string) {
  await page.goto('/');
  await page.waitForURL('**/apply/applicant-information');
  await page.getByLabel('First Name').fill(applicant.firstName);
  await page.getByLabel('Last Name').fill(applicant.lastName);
  await page.getByLabel('Social Security Number').fill(ssn);
  await page.getByLabel('Street Address').fill(applicant.street);
  await page.getByLabel('City').fill(applicant.city);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: applicant.state }).click();
  await page.getByLabel('ZIP Code').fill(applicant.zip);
  const birth = page.getByRole('group', { name: 'Date of Birth' });
  await birth.getByLabel('Month').selectOption({ label: applicant.birth.month });
  await birth.getByLabel('Day').selectOption({ label: applicant.birth.day });
  await birth.getByLabel('Year').selectOption({ label: applicant.birth.year });
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Waits for business information with step 1 checked in the sidebar. */
async function expectOnBusinessInformation(page: Page) {
  await page.waitForURL('**/apply/business-information', { timeout: 20_000 });
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await steps.getByRole('button', { name: /Applicant information/ }).getByRole('img', { name: 'completed' }).waitFor();
  expect(await steps.getByRole('button', { name: /Business information/ }).getByRole('img', { name: 'completed' }).count()).toBe(0);
}

describe('identity verification (step 1) in a real browser', () => {
  it('verifies a new applicant who types the details and picks the true answers, then moves to business information', async () => {
    const email = 'rosa.verified@example.com';
    const page = await product.loggedInPage(email, { locale: 'en-US' });
    await enterDetails(page, '512340001');
    await page.getByRole('heading', { name: 'Security questions' }).waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(4);
    for (const [question, answer] of RIGHT_ANSWERS) {
      await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectOnBusinessInformation(page);
    expect(storedStatus(email)).toBe('VERIFIED');
  });

  it('moves on after wrong answers too, with NOT_VERIFIED stored', async () => {
    const email = 'rosa.wrong@example.com';
    const page = await product.loggedInPage(email, { locale: 'en-US' });
    await enterDetails(page, '512340002');
    await page.getByRole('heading', { name: 'Security questions' }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // Submit with nothing chosen asks for an answer to each question instead of sending.
    expect(await page.getByText('Please choose an answer.').count()).toBe(4);
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'NONE OF THE ABOVE' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectOnBusinessInformation(page);
    expect(storedStatus(email)).toBe('NOT_VERIFIED');
  });

  it.each([
    { case: 'offers no questions', ssn: '512349999' },
    { case: 'fails', ssn: '512349998' },
  ])('moves on with ERROR stored when the provider $case', async ({ ssn }) => {
    const email = `rosa.error.${ssn}@example.com`;
    const page = await product.loggedInPage(email, { locale: 'en-US' });
    await enterDetails(page, ssn);
    await expectOnBusinessInformation(page);
    expect(storedStatus(email)).toBe('ERROR');
  });
});
