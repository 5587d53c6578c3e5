import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.ts';
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
  reviewValue,
} from './flows/application.ts';
import { answerSecurityQuestions, enterIdentityDetails, expectOnBusinessInformation, ROSA } from './flows/identity.ts';
import { callApi, openSubmitStepWithSavedSteps } from './flows/seed.ts';
import { inkOn, isInViewport, signWithFinger, signWithMouse } from './flows/submission.ts';
import { toast } from './flows/controls.ts';
import { startProduct, type RunningProduct } from './harness.ts';

/** How long what follows a click may take on a busy machine (expect.poll alone waits one second). */
const SOON = { timeout: 10_000 };

/** The headings of the page's main content that go more than one level below the heading before them. */
function headingLevelsSkipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [
      ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4, main h5, main h6'),
    ];
    return headings
      .map((heading, index) => ({
        level: Number(heading.tagName.slice(1)),
        before: index ? Number(headings[index - 1].tagName.slice(1)) : 0,
        text: heading.textContent?.trim(),
      }))
      .filter(({ level, before }) => level > before + 1)
      .map(({ level, before, text }) => `h${level} "${text}" after h${before || '(none)'}`);
  });
}

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

/** How many signatures the database keeps with the submission of `email`'s application. */
function storedSignatureCount(email: string): number {
  const database = new Sqlite(join(product.dataDir, 'app.db'), { readonly: true });
  try {
    const row = database
      .prepare(
        `select count(*) as count from submission_signatures
           join credit_applications on credit_applications.id = submission_signatures.application_id
           join users on users.id = credit_applications.user_id where users.email = ?`,
      )
      .get(email) as { count: number };
    return row.count;
  } finally {
    database.close();
  }
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
  await next(page, 'review');

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
      await registerVerifyAndLogIn(page, mail, product.url, {
        email,
        password: 'Gr33n-Tractor!',
        question: 'What was your first car?',
        answer: 'Herbie',
      });
      await completeTheSteps(page);

      // The submit step: each text under its heading in its own scrollable box, its box to tick, and a pad per applicant.
      // The headings follow the page's outline: each text's heading under the step's title, the text's sections under it.
      await page.getByRole('heading', { name: 'Submit', level: 1 }).waitFor();
      for (const section of ['Terms of payment', 'General terms and conditions', 'Personal guaranty']) {
        await page.getByRole('heading', { name: section, exact: true, level: 2 }).waitFor();
        await page
          .getByRole('region', { name: section, exact: true })
          .getByRole('heading', { level: 3 })
          .first()
          .waitFor();
        expect(await page.getByRole('heading', { name: section, exact: false }).count()).toBe(1);
      }
      expect(await headingLevelsSkipped(page)).toEqual([]);
      const paymentTerms = page.getByRole('region', { name: 'Terms of payment', exact: true });
      expect(
        await paymentTerms.evaluate(
          (box) => box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY === 'auto',
        ),
      ).toBe(true);
      expect(await paymentTerms.textContent()).toMatch(/10th day of the month.*two percent \(2%\)/s);
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();

      expect(await page.getByText('Sign Here', { exact: true }).count()).toBe(2);
      const pads = page.getByRole('img', { name: /^Signature pad for/ });
      expect(await pads.count()).toBe(2);
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
      expect(await page.getByRole('button', { name: 'Clear', exact: true }).count()).toBe(0);
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
      expect(await page.getByText(copyright, { exact: false }).filter({ visible: true }).count()).toBe(1);

      // Printed, the page is just the confirmation: no header, steps, footer or buttons, but with the copyright.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print this page' }).isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').getByText(copyright, { exact: false }).isVisible()).toBe(false);
      expect(await page.locator('#confirmation').getByText(copyright, { exact: false }).isVisible()).toBe(true);
      expect(await page.getByTestId('application-id').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      const confirmation = await mail.next(email);
      expect(confirmation.subject).toContain(id);
      expect(confirmation.text).toContain(`Your Application ID is ${id}.`);
      expect(confirmation.text).not.toMatch(/123456789|987650001|512340011|1970|1976/);
      const notice = await mail.next('credit@example.com');
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
    'shows the submit step in Spanish, with its errors at the first of them, and submits what is signed with a finger',
    { timeout: 120_000 },
    async () => {
      const email = 'beatriz.firma@example.com';
      // On a phone: a narrow, dense touch screen.
      const page = await product.loggedInPage(email, {
        locale: 'es-MX',
        hasTouch: true,
        isMobile: true,
        viewport: { width: 412, height: 860 },
        deviceScaleFactor: 2,
      });
      await openSubmitStepWithSavedSteps(product, page, email, 'Siguiente');

      await page.getByRole('heading', { name: 'Enviar', level: 1 }).waitFor();
      for (const section of ['Condiciones de pago', 'Términos y condiciones generales', 'Garantía personal']) {
        await page.getByRole('region', { name: section, exact: true }).waitFor();
      }
      const terms = page.getByRole('checkbox', { name: 'He leído y acepto los términos', exact: true });
      const generalTerms = page.getByRole('checkbox', { name: 'He leído y acepto los términos generales' });
      await page.getByRole('checkbox', { name: 'Acepto la garantía personal' }).waitFor();
      await page.getByText('Firmas', { exact: true }).waitFor();
      await page.getByText(/^Firma de Ann Owner/).waitFor();
      await page.getByText(/^Firma de Bo Partner/).waitFor();
      expect(await page.getByText('Firme aquí').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Borrar' }).count()).toBe(2);
      for (const name of ['Ann Owner', 'Bo Partner'])
        await page.getByRole('button', { name: `Borrar la firma de ${name}`, exact: true }).waitFor();
      expect(await headingLevelsSkipped(page)).toEqual([]);

      // Submitting nothing: each missing agreement and signature says so in Spanish, and the page goes to the first.
      const submit = page.getByRole('button', { name: 'Enviar', exact: true });
      await submit.scrollIntoViewIfNeeded();
      expect(await isInViewport(terms)).toBe(false);
      await submit.click();
      await page.getByText('Se requiere la firma.').nth(1).waitFor();
      expect(await page.getByText('Debe aceptar los términos.').count()).toBe(2);
      expect(await page.getByText('Se requiere la firma.').count()).toBe(2);
      await expect.poll(() => terms.evaluate((box) => box === document.activeElement), SOON).toBe(true);
      await expect.poll(() => isInViewport(terms), SOON).toBe(true);
      expect(page.url()).toMatch(/\/apply\/submit$/);

      // Ticking and signing (with a finger: the pads take touch) clears the errors.
      await terms.check();
      await generalTerms.check();
      await expect.poll(() => page.getByText('Debe aceptar los términos.').count(), SOON).toBe(0);
      for (const name of ['Ann Owner', 'Bo Partner']) {
        const pad = page.getByRole('img', { name: `Área de firma de ${name}`, exact: false });
        expect(await pad.evaluate((canvas) => getComputedStyle(canvas).touchAction)).toBe('none');
        await signWithFinger(page, pad);
        expect(await inkOn(pad)).toBeGreaterThan(100);
        // Drawn at the screen's density, so the signature is as sharp as the screen shows it.
        expect(
          await pad.evaluate((canvas) => (canvas as HTMLCanvasElement).width / canvas.getBoundingClientRect().width),
        ).toBeCloseTo(2, 1);
      }
      await page.getByText('Firmado', { exact: true }).nth(1).waitFor();

      // Turning the phone widens the pads: the signatures stay as drawn.
      const firstPad = page.getByRole('img', { name: 'Área de firma de Ann Owner', exact: false });
      const inkBefore = await inkOn(firstPad);
      const widthBefore = await firstPad.evaluate((canvas) => canvas.getBoundingClientRect().width);
      await page.setViewportSize({ width: 860, height: 412 });
      const refitted = (canvas: Element, before: number) => {
        const width = canvas.getBoundingClientRect().width;
        return width > before && Math.abs((canvas as HTMLCanvasElement).width - 2 * width) <= 2;
      };
      await expect.poll(() => firstPad.evaluate(refitted, widthBefore), SOON).toBe(true);
      await expect.poll(() => inkOn(firstPad), SOON).toBeGreaterThan(inkBefore * 0.8);
      expect(await inkOn(firstPad)).toBeLessThan(inkBefore * 1.2);
      await page.setViewportSize({ width: 412, height: 860 });
      await expect.poll(() => page.getByText('Se requiere la firma.').count(), SOON).toBe(0);

      // Meanwhile the co-owner was removed in another tab: the server refuses the co-owner's signature, and its
      // message shows; nothing is submitted.
      const saved = (await callApi(page, 'GET', '/credit-app')).body as { applicants: Array<Record<string, unknown>> };
      expect((await callApi(page, 'PUT', '/applicants', [saved.applicants[0]])).status).toBe(200);
      await submit.click();
      await toast(page, 'Este firmante no es solicitante de esta solicitud.').waitFor();
      expect(page.url()).toMatch(/\/apply\/submit$/);

      // Opened again, the step asks for the one signature left, and the signed application goes.
      await page.reload();
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await page.waitForURL('**/apply/submit');
      await terms.check();
      await generalTerms.check();
      expect(await page.getByRole('img', { name: /Área de firma/ }).count()).toBe(1);
      await signWithFinger(page, page.getByRole('img', { name: 'Área de firma de Ann Owner', exact: false }));
      await page.getByText('Firmado', { exact: true }).waitFor();
      await submit.click();
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: '¡Felicidades!' }).waitFor();
      await page.getByTestId('application-id').filter({ hasText: /^TCA-/ }).waitFor();
      const id = await page.getByTestId('application-id').textContent();
      expect((await mail.next(email)).subject).toBe(
        `Recibimos su solicitud de crédito ${id} de Bluestem Parts & Supply`,
      );

      // Reloading the confirmation (or closing the browser) ended the session.
      await page.reload();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    },
  );

  it(
    'says when the terms cannot be loaded, and shows "Bad request" for a failed submit without a message',
    { timeout: 120_000 },
    async () => {
      const email = 'carl.errors@example.com';
      const page = await product.loggedInPage(email, { locale: 'en-US' });
      const failTerms = (route: Route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 503, body: '' }) : route.fallback();
      await page.route('**/api/v1/terms', failTerms);
      await openSubmitStepWithSavedSteps(product, page, email, 'Next');
      await page.getByRole('alert').filter({ hasText: 'Couldnt load terms and conditions' }).waitFor();
      expect(await page.getByRole('checkbox').count()).toBe(0);

      await page.unroute('**/api/v1/terms', failTerms);
      await page.reload();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      for (const pad of await page.getByRole('img', { name: /Signature pad/ }).all()) await signWithMouse(page, pad);
      await page.getByText('Signed', { exact: true }).nth(1).waitFor();

      // A gateway failing on the way answers no problem document: the toast says "Bad request", and the step stays.
      await page.route('**/api/v1/terms', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      );
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await toast(page, 'Bad request').waitFor();
      expect(page.url()).toMatch(/\/apply\/submit$/);
    },
  );
});
