import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountInfo,
  businessInfo,
  coOwner,
  identityApplicant,
  owner,
  references,
  shop,
  SIGNATURE,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { eventually, useProduct, type RunningProduct } from '../harness.ts';
import { expectAccessible, expectErrorsAnnounced } from './axe.ts';
import { openWithoutClient } from './seed.ts';

/**
 * Every page of the product, in English and in Spanish, checked by axe-core in the browser against WCAG 2.0 and 2.1
 * A and AA: no serious or critical violation. Each page is also checked for what axe cannot see on its own: every
 * field named, and, where a form was sent with mistakes, every field marked invalid described by its message, which
 * sits in a live region so that screen readers announce it as it appears.
 *
 * One file per language (accessibility-en, accessibility-es) calls `describeAccessibilityIn`: together they were the
 * browser group's longest file, which two workers could not share.
 */

/** The product of the file that called `describeAccessibilityIn`: each file calls it once, at its top. */
let product: RunningProduct;

/** What each language calls the buttons and headings the tests wait for. */
const TEXTS = {
  en: {
    locale: 'en-US',
    next: 'Next',
    verify: 'Verify',
    submit: 'Submit',
    createAccount: 'Create An Account',
    resetPassword: 'Reset Password',
    exemptions: 'View the exemption forms',
  },
  es: {
    locale: 'es-MX',
    next: 'Siguiente',
    verify: 'Verificar',
    submit: 'Enviar',
    createAccount: 'Crear una cuenta',
    resetPassword: 'Restablecer contraseña',
    exemptions: 'Ver los formularios de exención',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Calls the API as the logged-in person of `page` (already on the product): their token, the cross-site cookie. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await fetch(`${product.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: 'XSRF-TOKEN=a11y',
      'x-xsrf-token': 'a11y',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Step 1's sample data; an SSN ending 9999 makes the sandbox offer no questions (ERROR). */
const identity = { ...identityApplicant, ssn: '512349999' };

/** Finishes identity verification through the API: the details, then the request for questions, which ends in ERROR. */
async function finishIdentity(page: Page): Promise<void> {
  await api(page, 'PUT', '/kbvapplicants', identity);
  expect(await api(page, 'POST', '/kbvapplicants/kbv')).toMatchObject({ kbvStatus: 'ERROR' });
}

/** A new person logged in, in `language`, on the product's origin: its storage holds the token `api` calls with. */
async function newApplicant(language: Language, name: string): Promise<Page> {
  const page = await product.loggedInPage(`${name}.${language}@example.com`, { locale: TEXTS[language].locale });
  await openWithoutClient(page);
  return page;
}

/** Opens `path` and waits for the page's main heading, which also names the browser tab (WCAG 2.4.2). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  const text = (await heading.textContent())?.trim();
  await eventually(async () => (await page.title()).split(' – ')[0], `the title of ${path}`).toBe(text);
}

/** The tests of every page in `language`, on the product the browser files share. */
export function describeAccessibilityIn(language: Language): void {
  product = useProduct();
  describe(`accessibility in ${language}`, () => {
    const texts = TEXTS[language];
    const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

    it(
      'the account pages, the paper forms with their dialog, /verify and the 404 page',
      { timeout: 180_000 },
      async () => {
        const page = await product.newPage({ locale: texts.locale });
        const pages = [
          '/login',
          '/login/continue',
          '/login/continue?emailVerified=true',
          // /login/continue?emailVerificationError=true is where a bad email link leads: checked there, below.
          '/login/recover',
          '/check-email?email=ann%40example.com',
          '/password-check-email',
          '/send-verification',
          '/reset-password?ac=forged',
          '/forms',
          '/verify',
          '/no/such/page',
        ];
        for (const path of pages) {
          await open(page, path);
          await expectAccessible(page, path);
          if (path === '/login') {
            // The register form sent empty: its messages are announced.
            await button(page, texts.createAccount).click();
            await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
            await expectAccessible(page, '/login with mistakes');
            await expectErrorsAnnounced(page, '/login with mistakes');
          } else if (path === '/forms') {
            // The forms page's exemption forms, in their dialog.
            await button(page, texts.exemptions).click();
            await page.getByRole('dialog').getByRole('table').waitFor();
            await expectAccessible(page, '/forms with its dialog open');
          }
        }
      },
    );

    it('the email link pages while they wait, and when the link is bad', { timeout: 120_000 }, async () => {
      const page = await product.newPage({ locale: texts.locale });
      // The verification waits for the server: the page says so while it does.
      let answerVerification = () => undefined as void;
      await page.route('**/api/v1/email/verify**', (route) =>
        new Promise<void>((resolve) => (answerVerification = resolve)).then(() => route.continue()),
      );
      await open(page, '/verify-email?ac=forged');
      await page.getByRole('status').waitFor();
      await expectAccessible(page, '/verify-email while verifying');
      answerVerification();
      await page.waitForURL('**/login/continue?emailVerificationError=true');
      await page.getByRole('textbox').first().waitFor();
      await expectAccessible(page, '/login/continue?emailVerificationError=true, from a bad link');

      // A reset link the server accepts shows the form; its mistakes are announced.
      await page.route(/\/api\/v1\/auth\/reset-password\?/, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { passwordRecoveryQuestionKey: 'first_car' } })
          : route.continue(),
      );
      await open(page, '/reset-password?ac=accepted');
      await page.getByRole('textbox').first().waitFor();
      await expectAccessible(page, '/reset-password');
      await button(page, texts.resetPassword).click();
      await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
      await expectErrorsAnnounced(page, '/reset-password with mistakes');
    });

    it('identity verification: the details, and the security questions', { timeout: 120_000 }, async () => {
      const page = await newApplicant(language, 'details');
      await open(page, '/');
      await page.waitForURL('**/apply/applicant-information');
      await button(page, texts.verify).waitFor();
      await expectAccessible(page, 'identity details');
      await button(page, texts.verify).click();
      await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
      await expectAccessible(page, 'identity details with mistakes');
      await expectErrorsAnnounced(page, 'identity details with mistakes');

      const asked = await newApplicant(language, 'questions');
      await api(asked, 'PUT', '/kbvapplicants', { ...identity, ssn: '512340001' });
      await api(asked, 'POST', '/kbvapplicants/kbv');
      await open(asked, '/apply/applicant-information');
      await asked.getByRole('radiogroup').first().waitFor();
      await expectAccessible(asked, 'identity questions');
      await button(asked, texts.submit).click();
      await asked.locator('[id^="kbv-question-"][id$="-error"]:not(:empty)').first().waitFor();
      await expectAccessible(asked, 'identity questions unanswered');
      await expectErrorsAnnounced(asked, 'identity questions unanswered');
    });

    it(
      'business information, applicants (two people), account information with a shop, review, submit and success',
      { timeout: 240_000 },
      async () => {
        const page = await newApplicant(language, 'steps');
        await finishIdentity(page);

        await open(page, '/apply/business-information');
        await button(page, texts.next).waitFor();
        await expectAccessible(page, 'business information');
        await button(page, texts.next).click();
        await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
        await expectAccessible(page, 'business information with mistakes');
        await expectErrorsAnnounced(page, 'business information with mistakes');

        await api(page, 'PUT', '/business-info', { ...businessInfo, taxExempt: true });
        await api(page, 'PUT', '/applicants', [owner, coOwner]);
        await open(page, '/apply/applicants');
        await button(page, texts.next).waitFor();
        await eventually(() => page.locator('fieldset[id$="_dateOfBirth"]').count()).toBe(2);
        await expectAccessible(page, 'applicants, two people');

        await open(page, '/apply/account-information');
        await button(page, texts.next).click();
        await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
        await expectAccessible(page, 'account information with mistakes');
        await expectErrorsAnnounced(page, 'account information with mistakes');

        await api(page, 'PUT', '/account-info', accountInfo);
        await api(page, 'PUT', '/shops', [shop]);
        await open(page, '/apply/account-information');
        await button(page, texts.next).waitFor();
        await expectAccessible(page, 'account information with a shop');

        await api(page, 'PUT', '/references', references);
        await open(page, '/apply/review');
        await button(page, texts.next).click();
        await page.waitForURL('**/apply/submit');
        await button(page, texts.submit).waitFor();
        await expectAccessible(page, 'submit');
        await button(page, texts.submit).click();
        await page.locator('[id$="__error"]:not(:empty)').first().waitFor();
        await expectAccessible(page, 'submit with mistakes');
        await expectErrorsAnnounced(page, 'submit with mistakes');

        const { applicants } = (await api(page, 'GET', '/credit-app')) as { applicants: Array<{ id: string }> };
        await api(page, 'PUT', '/terms', {
          terms: true,
          generalTerms: true,
          electronicSignatureConsent: true,
          personalGuarantee: true,
          applicants: applicants.map((applicant) => ({ applicantId: applicant.id, signature: SIGNATURE })),
        });
        await open(page, '/success');
        await page.getByTestId('application-id').filter({ hasText: /\w{4}/ }).waitFor();
        await expectAccessible(page, 'success');
      },
    );
  });
}
