import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInfo, businessInfo, coOwner, owner } from '../../scripts/lib/credit-app/fixtures.ts';
import { linkIn } from '../../scripts/lib/mail-catcher.ts';
import { streetNameOf } from '../../src/server/identity/sandbox/distractors.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { finishIdentity, openWithoutClient, saveStepsThroughApi } from './flows/seed.ts';
import { signWithFinger, signWithMouse } from './flows/submission.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

/** The right choice of each of the sandbox's four questions about the co-owner, as its choices spell them. */
const CO_OWNER_ANSWERS = [
  String(coOwner.addressZip).slice(0, 5),
  String(coOwner.addressCity).toUpperCase(),
  streetNameOf(String(coOwner.addressLine1)),
  String(coOwner.dateOfBirth).slice(0, 4),
];

/** The first of the sandbox's questions, in Spanish (locales/es/kbv.json). */
const SPANISH_ZIP_QUESTION = '¿Cuál de estos códigos postales forma parte de su dirección actual?';

/** The submit step, through the review's Next as the wizard leads there. */
async function openSubmitStep(page: Page) {
  await page.goto('/');
  await page.waitForURL('**/apply/review');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL('**/apply/submit');
}

describe('signing from anywhere in a real browser', () => {
  it(
    'a co-owner signs from a phone in Spanish through a request; the certificate names both; /verify checks the PDF',
    { timeout: 180_000 },
    async () => {
      const email = 'ann.remote@example.com';
      const coOwnerEmail = 'bo.remote@example.com';
      const page = await product.loggedInPage(email, { locale: 'en-US' });
      await finishIdentity(product, email, 'Gr33n-Tractor!');
      await openWithoutClient(page);
      // The owner and the co-owner they added (with the co-owner's own email address).
      await saveStepsThroughApi(page, {
        businessInfo,
        applicants: [owner, { ...coOwner, email: coOwnerEmail }],
        accountInfo,
      });
      await openSubmitStep(page);
      await page.getByRole('heading', { name: 'Co-owners who are not with you' }).waitFor();
      await page.getByRole('button', { name: 'Send signing request to Bo Partner' }).click();
      await page.getByText('Signing request sent to Bo Partner.').waitFor();
      await page.getByText('Bo Partner – Request sent', { exact: true }).waitFor();
      // Only the owner signs on this screen now.
      await eventually(() => page.getByRole('img', { name: /^Signature pad for/ }).count()).toBe(1);
      const pending = await page.evaluate(() =>
        fetch('/api/v1/signing-requests', {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
        }).then((response) => response.json()),
      );
      expect(pending.items).toEqual([expect.objectContaining({ status: 'SENT' })]);

      // The co-owner opens the emailed link on a phone, in another browser, and switches the page to Spanish.
      const link = linkIn(await product.mail.next(coOwnerEmail), `${product.url}/sign`);
      const phone = await product.newPage({
        locale: 'en-US',
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      });
      await phone.goto(link);
      await phone.getByRole('heading', { name: 'Sign the credit application', level: 1 }).waitFor();
      // The switch comes once the questions are there, as a person reads them before switching: switched while the
      // first request for them was under way, the page asked again, and the server offered a second set that either
      // request's answer could show, graded against whichever was stored last.
      await eventually(() => phone.getByRole('radio').count()).toBe(20);
      await phone.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await phone.getByRole('heading', { name: 'Firmar la solicitud de crédito', level: 1 }).waitFor();
      await phone.getByRole('heading', { name: 'Confirme quién es' }).waitFor();
      // Four questions (each a group named by its question) of five choices, fetched again in Spanish: answered once
      // those are shown, since the English ones (and any choice made in them) go when they come.
      await phone.getByRole('group', { name: SPANISH_ZIP_QUESTION }).waitFor();
      await eventually(() => phone.getByRole('radio').count()).toBe(20);
      for (const answer of CO_OWNER_ANSWERS) await phone.getByRole('radio', { name: answer, exact: true }).check();
      await phone.getByRole('button', { name: 'Verificar mis respuestas' }).click();

      // The summary, masked; the texts in Spanish; the boxes, the consent and a signature with a finger.
      await phone.getByRole('heading', { name: 'La solicitud en resumen' }).waitFor();
      await phone.getByText('*****0001').waitFor();
      expect(await phone.content()).not.toMatch(/987650001|1980-12-01/);
      await phone.getByRole('region', { name: 'Garantía personal' }).waitFor();
      await phone.getByRole('checkbox', { name: 'He leído y acepto los términos de pago' }).check();
      await phone.getByRole('checkbox', { name: 'He leído y acepto los términos y condiciones generales' }).check();
      await phone.getByRole('checkbox', { name: 'He leído y otorgo la garantía personal' }).check();
      await phone.getByRole('checkbox', { name: /^Acepto firmar electrónicamente/ }).check();
      const pad = phone.getByRole('img', { name: 'Área de firma de Bo Partner', exact: false });
      await pad.scrollIntoViewIfNeeded();
      await signWithFinger(phone, pad);
      await phone.getByRole('button', { name: 'Firmar', exact: true }).click();
      await phone.getByRole('heading', { name: 'Gracias: usted ha firmado', level: 1 }).waitFor();
      // The link is used: opening it again says it no longer works.
      await phone.reload();
      await phone.getByText('Este enlace de firma no funciona', { exact: false }).waitFor();

      // The owner, back at the submit step, sees the signature, signs for themself and submits.
      await openSubmitStep(page);
      await page.getByText('Bo Partner – Signed through the request', { exact: true }).waitFor();
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
      await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
      await page.getByRole('checkbox', { name: /^I agree to sign this application electronically/ }).check();
      await signWithMouse(page, page.getByRole('img', { name: 'Signature pad for Ann Owner', exact: false }));
      await page.getByText('Signed', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForURL('**/success');
      const applicationId = String(await page.getByTestId('application-id').filter({ hasText: /^TCA-/ }).textContent());

      // The signed PDF ends with a certificate naming both signers, how each proved who they are, and the hash.
      const row = product.readRow<{ pdf_base64: string }>(
        `select v.pdf_base64 from submission_versions v join submissions s on s.application_id = v.application_id
         where s.application_number = ? and v.version = 1`,
        applicationId,
      );
      const issued = Buffer.from(row!.pdf_base64, 'base64');
      const text = await pdfText(issued);
      const certificate = text.slice(text.indexOf('CERTIFICATE OF COMPLETION'));
      expect(certificate).toMatch(/SHA-256 of the pages signed: [0-9a-f]{64}/);
      expect(certificate).toMatch(/Ann Owner Signed: on the screen of the person filling in the application/);
      expect(certificate).toContain(
        "Bo Partner Signed: from the signer's own emailed link Identity: knowledge-based questions built from the " +
          "signer's own details, verified",
      );

      // Anyone may check a copy: /verify, on the phone still in Spanish, accepts it and refuses it one byte changed.
      const changed = Buffer.from(issued);
      changed[changed.length >> 1] ^= 1;
      await phone.goto('/verify');
      await phone.getByRole('heading', { name: 'Comprobar una solicitud firmada', level: 1 }).waitFor();
      const input = phone.locator('input[type="file"]');
      const answer = phone.getByRole('status');
      await input.setInputFiles({ name: 'solicitud.pdf', mimeType: 'application/pdf', buffer: issued });
      await eventually(() => answer.textContent()).toMatch(
        new RegExp(`^Auténtico: solicitud\\.pdf es la versión 1 de la solicitud ${applicationId}`),
      );
      await input.setInputFiles({ name: 'cambiada.pdf', mimeType: 'application/pdf', buffer: changed });
      await eventually(() => answer.textContent()).toMatch(/^No confirmado: cambiada\.pdf no es un PDF emitido/);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );
});
