import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, openSubmitStepWithSavedSteps } from './flows/seed.ts';
import { inkOn, isInViewport, signWithFinger, signWithMouse } from './flows/submission.ts';
import { toast } from './flows/controls.ts';
import { headingLevelsSkipped } from './flows/headings.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

describe('the submit step in a real browser', () => {
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
      await eventually(() => page.getByText('Firme aquí').count()).toBe(2);
      await eventually(() => page.getByRole('button', { name: 'Borrar' }).count()).toBe(2);
      for (const name of ['Ann Owner', 'Bo Partner'])
        await page.getByRole('button', { name: `Borrar la firma de ${name}`, exact: true }).waitFor();
      expect(await headingLevelsSkipped(page)).toEqual([]);

      // Submitting nothing: each missing agreement and signature says so in Spanish, and the page goes to the first.
      const submit = page.getByRole('button', { name: 'Enviar', exact: true });
      await submit.scrollIntoViewIfNeeded();
      expect(await isInViewport(terms)).toBe(false);
      await submit.click();
      await page.getByText('Se requiere la firma.').nth(1).waitFor();
      await eventually(() => page.getByText('Debe aceptar los términos.').count()).toBe(2);
      await eventually(() => page.getByText('Se requiere la firma.').count()).toBe(2);
      await eventually(() => terms.evaluate((box) => box === document.activeElement)).toBe(true);
      await eventually(() => isInViewport(terms)).toBe(true);
      expect(page.url()).toMatch(/\/apply\/submit$/);

      // Ticking and signing (with a finger: the pads take touch) clears the errors.
      await terms.check();
      await generalTerms.check();
      await page.getByRole('checkbox', { name: /firmar esta solicitud electrónicamente/ }).check();
      await eventually(() => page.getByText('Debe aceptar los términos.').count()).toBe(0);
      for (const name of ['Ann Owner', 'Bo Partner']) {
        const pad = page.getByRole('img', { name: `Área de firma de ${name}`, exact: false });
        await eventually(() => pad.evaluate((canvas) => getComputedStyle(canvas).touchAction)).toBe('none');
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
      await eventually(() => firstPad.evaluate(refitted, widthBefore)).toBe(true);
      await eventually(() => inkOn(firstPad)).toBeGreaterThan(inkBefore * 0.8);
      expect(await inkOn(firstPad)).toBeLessThan(inkBefore * 1.2);
      await page.setViewportSize({ width: 412, height: 860 });
      await eventually(() => page.getByText('Se requiere la firma.').count()).toBe(0);

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
      await page.getByRole('checkbox', { name: /firmar esta solicitud electrónicamente/ }).check();
      await eventually(() => page.getByRole('img', { name: /Área de firma/ }).count()).toBe(1);
      await signWithFinger(page, page.getByRole('img', { name: 'Área de firma de Ann Owner', exact: false }));
      await page.getByText('Firmado', { exact: true }).waitFor();
      await submit.click();
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: '¡Felicidades!' }).waitFor();
      await page.getByTestId('application-id').filter({ hasText: /^TCA-/ }).waitFor();
      const id = await page.getByTestId('application-id').textContent();
      expect((await product.mail.next(email)).subject).toBe(
        `Recibimos su solicitud de crédito ${id} de Bluestem Parts & Supply`,
      );

      // Reloading the confirmation (or closing the browser) ended the session.
      await page.reload();
      await page.waitForURL('**/login');
      await eventually(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
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
      await eventually(() => page.getByRole('checkbox').count()).toBe(0);

      await page.unroute('**/api/v1/terms', failTerms);
      await page.reload();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      await page.getByRole('checkbox', { name: /sign this application electronically/ }).check();
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
