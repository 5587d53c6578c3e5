import { loadManifest } from '../../src/shared/form-files.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInfo, businessInfo, owner } from '../../scripts/lib/credit-app/fixtures.ts';
import { certificatePdf } from '../../scripts/lib/files/pdf-fixtures.ts';
import { coOwnerRegion, next, ownerRegion, passReferences, reviewValue } from './flows/application.ts';
import { radioIn, secretBox, textbox } from './flows/controls.ts';
import { callApi, finishIdentity, openWithoutClient, saveStepsThroughApi, storedData } from './flows/seed.ts';
import { eventually, useProduct } from './harness.ts';

/** What a careful applicant would find contradictory: the screen, the saved data and the review must agree. */
const product = useProduct();

let users = 0;
/** A logged-in applicant past identity verification with steps 2 to 4 saved, on the step at `path`. */
async function applicantOn(path: string): Promise<{ page: Page; email: string }> {
  const email = `contradictions-${++users}@example.com`;
  const page = await product.loggedInPage(email);
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  await openWithoutClient(page);
  await saveStepsThroughApi(page, { businessInfo, applicants: [owner], accountInfo });
  await page.goto(`/apply/${path}`);
  await page.waitForURL(`**/apply/${path}`);
  return { page, email };
}

const review = (page: Page) => page.getByRole('main');
const ADDITIONAL = 'Do you have additional locations (shops)?';
const SEPARATE = 'Does each location need its own line of credit?';

describe('what the applicant sees, saves and reviews agrees', () => {
  it('"No" to additional locations hides the locations and keeps none', async () => {
    const { page, email } = await applicantOn('account-information');
    await radioIn(page, ADDITIONAL, 'Yes').check();
    await page.getByRole('region', { name: 'Location 1', exact: true }).waitFor();
    await radioIn(page, ADDITIONAL, 'No').check();
    await page.getByRole('region', { name: 'Location 1', exact: true }).waitFor({ state: 'detached' });
    await eventually(() => page.getByRole('heading', { name: 'Additional Locations' }).count()).toBe(0);
    await eventually(() => page.getByRole('button', { name: 'Add location' }).count()).toBe(0);
    await eventually(() => page.getByRole('radiogroup', { name: SEPARATE }).count()).toBe(0);

    await passReferences(page);
    expect(await reviewValue(review(page), 'Do you have additional locations')).toBe('No');
    await eventually(() => review(page).getByText('Location 1').count()).toBe(0);
    expect(storedData(product, email).shops ?? []).toEqual([]);
    await page.context().close();
  });

  it('the separate-credit question shows the answer the review reports', async () => {
    const { page } = await applicantOn('account-information');
    await radioIn(page, ADDITIONAL, 'Yes').check();
    const separate = page.getByRole('radiogroup', { name: SEPARATE });
    await separate.waitFor();
    // Whatever the review will say, the screen says it first: the locations share the account's line.
    await eventually(() => radioIn(page, SEPARATE, 'No').isChecked()).toBe(true);
    await eventually(() => radioIn(page, SEPARATE, 'Yes').isChecked()).toBe(false);
    await page.context().close();
  });

  it('switching tax exemption to "No" leaves no certificate on the review', async () => {
    const { page } = await applicantOn('business-information');
    await radioIn(page, 'Are you exempt from sales tax?', 'Yes').check();
    await page
      .getByLabel('Upload a certificate (PDF)')
      .setInputFiles({ name: 'MO Form 149.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
    await page.getByRole('listitem').filter({ hasText: 'MO Form 149.pdf' }).waitFor();
    await radioIn(page, 'Are you exempt from sales tax?', 'No').check();
    await next(page, 'applicants');
    await page.goto('/apply/review');
    await review(page).getByRole('region', { name: 'Business information', exact: true }).waitFor();
    expect(await reviewValue(review(page), 'Are you exempt from sales tax?')).toBe('No');
    await eventually(() => review(page).getByText('MO Form 149.pdf').count()).toBe(0);
    await eventually(() => review(page).getByText('Tax exemption certificates').count()).toBe(0);
    await page.context().close();
  });

  it('the saved-date-of-birth notice shows only beside a saved date of birth', async () => {
    const { page } = await applicantOn('applicants');
    const notice = 'For your security a saved date of birth is not shown again';
    // The owner was saved: the boxes stay empty and the notice says why.
    await ownerRegion(page).getByText(notice).waitFor();
    await page.getByRole('button', { name: 'Add co-owner' }).click();
    await coOwnerRegion(page).getByRole('group', { name: 'Date of Birth' }).waitFor();
    await eventually(() => coOwnerRegion(page).getByText(notice).count()).toBe(0);
    await page.context().close();
  });

  it('the sidebar names each step with its number once', async () => {
    const { page } = await applicantOn('business-information');
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    const buttons = steps.getByRole('button');
    await buttons.first().waitFor();
    const texts = await buttons.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLElement).innerText),
    );
    expect(texts).toHaveLength(loadManifest().steps.length);
    texts.forEach((text, index) => {
      const number = String(index + 1);
      expect(text.split(/\D+/).filter((part) => part === number).length, text).toBeLessThanOrEqual(1);
    });
    await page.context().close();
  });
});

describe('no retyping', () => {
  it('starts the owner from what step 1 verified, editable, and saves it', async () => {
    const email = `contradictions-${++users}@example.com`;
    const page = await product.loggedInPage(email);
    await finishIdentity(product, email, 'Gr33n-Tractor!');
    await openWithoutClient(page);
    expect((await callApi(page, 'PUT', '/business-info', businessInfo)).status).toBe(200);
    await page.goto('/apply/applicants');
    const region = ownerRegion(page);
    await region.getByRole('group', { name: 'Date of Birth' }).waitFor();
    const shown = {
      first: await textbox(region, 'First Name').inputValue(),
      last: await textbox(region, 'Last Name').inputValue(),
      ssn: await secretBox(region, 'Social Security Number').inputValue(),
      street: await textbox(region, 'Street Address').inputValue(),
      city: await textbox(region, 'City').inputValue(),
      zip: await textbox(region, 'ZIP Code').inputValue(),
    };
    expect(shown).toEqual({
      first: 'Ann',
      last: 'Owner',
      ssn: '***-**-6789',
      street: '5 Oak St',
      city: 'Springfield',
      zip: '65803',
    });
    await eventually(() => region.getByRole('combobox', { name: 'State', exact: true }).textContent()).toBe('Missouri');
    await region.getByText('For your security a saved date of birth is not shown again').waitFor();

    await textbox(region, 'First Name').fill('Annie');
    await textbox(region, 'Phone').fill('417-555-0102');
    await textbox(region, 'Years at Current Address').fill('7');
    await next(page, 'account-information');
    const [saved] = storedData(product, email).applicants as Array<Record<string, unknown>>;
    expect(saved).toMatchObject({ firstName: 'Annie', lastName: 'Owner', addressZip: '65803' });
    expect(saved.ssnEncrypted).toMatch(/^v1:/);
    expect(saved.dateOfBirthEncrypted).toMatch(/^v1:/);
    await page.context().close();
  });
});
