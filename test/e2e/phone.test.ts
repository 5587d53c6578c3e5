import { describe, expect, it } from 'vitest';
import { registerVerifyAndLogIn } from './flows/accounts.ts';
import {
  ACME_BUSINESS,
  ANN_OWNER,
  fillAccountInformation,
  fillApplicant,
  fillBusinessInformation,
  next,
  ownerRegion,
  passReferences,
} from './flows/application.ts';
import { answerSecurityQuestions, enterIdentityDetails, ROSA } from './flows/identity.ts';
import { expectNoSidewaysScroll, PHONE } from './flows/phone.ts';
import { finishIdentity, saveStepsThroughApi } from './flows/seed.ts';
import { inkOn, signWithFinger } from './flows/submission.ts';
import { useProduct } from './harness.ts';
import { accountInfo, businessInfo, coOwner, owner } from '../../scripts/lib/credit-app/fixtures.ts';

const product = useProduct();

describe('on a phone 360 pixels wide, with a finger', () => {
  it(
    'takes a new applicant from registration to the success page without sideways scrolling',
    { timeout: 300_000 },
    async () => {
      const page = await product.newPage({ ...PHONE, locale: 'en-US' });
      await page.goto('/login');
      await expectNoSidewaysScroll(page);
      await registerVerifyAndLogIn(page, product.mail, product.url, {
        email: 'phone.journey@example.com',
        password: 'Gr33n-Tractor!',
        question: 'What was your first car?',
        answer: 'Herbie',
      });
      await expectNoSidewaysScroll(page);
      await enterIdentityDetails(page, ROSA, '512340011');
      await page.getByRole('heading', { name: 'Security questions' }).waitFor();
      await expectNoSidewaysScroll(page);
      await answerSecurityQuestions(page, ROSA);
      await page.waitForURL('**/apply/business-information');

      await fillBusinessInformation(page, ACME_BUSINESS);
      await expectNoSidewaysScroll(page);
      await next(page, 'applicants');
      await fillApplicant(page, ownerRegion(page), ANN_OWNER);
      await expectNoSidewaysScroll(page);
      await next(page, 'account-information');
      await fillAccountInformation(page, {
        paymentOption: 'Monthly pay',
        creditLimit: '5000',
        reason: 'New account request',
        purchaseOrderRequired: 'No',
        shop: {
          companyName: 'Acme North',
          phone: '417-555-0110',
          address: { street: '200 North Rd', city: 'Nixa', zip: '65714' },
          preferredStore: {
            type: 'nixa',
            pick: 'Nixa (store 108)',
            nearest: ['Nixa (store 108)', 'Springfield – South Campbell (store 102)'],
          },
        },
      });
      await expectNoSidewaysScroll(page);
      await passReferences(page);
      await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
      await expectNoSidewaysScroll(page);
      await next(page, 'submit');

      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      await page.getByRole('checkbox', { name: /sign this application electronically/ }).check();
      await expectNoSidewaysScroll(page);
      const pad = page.getByRole('img', { name: /^Signature pad for/ }).first();
      // In the middle of the screen: at its bottom edge the "Data saved" message would take the finger's touches.
      await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
      await signWithFinger(page, pad);
      expect(await inkOn(pad)).toBeGreaterThan(100);
      await page.getByText('Signed', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).tap();
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      await expectNoSidewaysScroll(page);
      await page.context().close();
    },
  );

  it('shows every page in Spanish without sideways scrolling', { timeout: 180_000 }, async () => {
    const visitor = await product.newPage({ ...PHONE, locale: 'es-MX' });
    for (const path of ['/login', '/forms', '/login/recover', '/no/such/page']) {
      await visitor.goto(path);
      await expectNoSidewaysScroll(visitor);
    }
    await visitor.context().close();

    const email = 'telefono@example.com';
    const page = await product.loggedInPage(email, { ...PHONE, locale: 'es-MX' });
    await page.goto('/');
    await page.waitForURL('**/apply/applicant-information');
    await page.getByRole('button', { name: 'Verificar', exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await finishIdentity(product, email, 'Gr33n-Tractor!');
    // Step 1's page is the product's: the steps are saved from there, and each is opened below.
    await saveStepsThroughApi(page, { businessInfo, applicants: [owner, coOwner], accountInfo });
    for (const step of ['business-information', 'applicants', 'account-information', 'review']) {
      await page.goto(`/apply/${step}`);
      await page.getByRole('button', { name: 'Siguiente', exact: true }).waitFor();
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('button', { name: 'Siguiente', exact: true }).tap();
    await page.waitForURL('**/apply/submit');
    await page
      .getByRole('img', { name: /^Área de firma de/ })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
