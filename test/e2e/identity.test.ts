import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerSecurityQuestions, enterIdentityDetails, expectOnBusinessInformation, ROSA } from './flows/identity.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

/** The stored identity status of the account `email`, read from the product's database file. */
function storedStatus(email: string): string | undefined {
  return product.readRow<{ kbv_status: string }>(
    'select kbv_status from kbv_applicants join users on users.id = kbv_applicants.user_id where users.email = ?',
    email.toLowerCase(),
  )?.kbv_status;
}

/** Opens the application, which starts at step 1, and enters Rosa's details with `ssn`. */
async function enterDetails(page: Page, ssn: string) {
  await page.goto('/');
  await enterIdentityDetails(page, ROSA, ssn);
}

// Each case walks step 1 in the browser and waits on the identity provider: allow for a busy machine.
describe('identity verification (step 1) in a real browser', { timeout: 90_000 }, () => {
  it(
    'verifies a new applicant who types the details and picks the true answers, then moves to business ' +
      'information',
    async () => {
      const email = 'rosa.verified@example.com';
      const page = await product.loggedInPage(email, { locale: 'en-US' });
      await enterDetails(page, '512340001');
      await answerSecurityQuestions(page, ROSA);
      await expectOnBusinessInformation(page);
      expect(storedStatus(email)).toBe('VERIFIED');
    },
  );

  it('moves on after wrong answers too, with NOT_VERIFIED stored', async () => {
    const email = 'rosa.wrong@example.com';
    const page = await product.loggedInPage(email, { locale: 'en-US' });
    await enterDetails(page, '512340002');
    await page.getByRole('heading', { name: 'Security questions' }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // Submit with nothing chosen asks for an answer to each question instead of sending.
    await eventually(() => page.getByText('Please choose an answer.').count()).toBe(4);
    for (const group of await page.getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'NONE OF THE ABOVE' }).check();
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
