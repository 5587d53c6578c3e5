import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { downloadedBytes, eventually, useOwnProduct } from './harness.ts';

const IMAGES_HOST = 'https://files.example.test';

// A product of its own: where the forms' images come from is a setting of the server.
const product = useOwnProduct({ IMAGES_HOST });

describe('the paper route (/forms) in a real browser', () => {
  it(
    'downloads the Texas application in Spanish and shows the tax-exemption forms, whose links open in a new ' + 'tab',
    async () => {
      const page = await product.newPage({ locale: 'es-MX' });
      await page.goto('/forms');
      await page.getByRole('heading', { name: 'Solicitud en papel' }).waitFor();
      await page.getByRole('combobox', { name: 'Estado' }).click();
      await page.getByRole('option', { name: 'Texas' }).click();
      await page.getByRole('radio', { name: 'Español' }).check();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Descargar la solicitud (PDF)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('TX-SPA.pdf');
      const bytes = await downloadedBytes(file);
      expect((await PDFDocument.load(bytes)).getForm().getFields().length).toBeGreaterThan(50);
      const text = await pdfText(bytes);
      expect(text).toContain('Para empresas en Texas');
      expect(text).toContain('INFORMACIÓN DEL NEGOCIO');

      // Links go to other sites: answer them here so the test needs no network.
      await page
        .context()
        .route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
        );
      await page.getByRole('button', { name: 'Ver los formularios de exención' }).click();
      const dialog = page.getByRole('dialog', { name: 'Formularios de exención del impuesto sobre las ventas' });
      const texas = dialog.getByRole('row', { name: /^Texas/ });
      await texas.waitFor();
      await eventually(() => texas.textContent()).toContain('Form 01-339, Texas Sales and Use Tax Resale Certificate');
      const links = dialog.getByRole('link');
      await eventually(() => links.count()).toBeGreaterThan(40);
      for (const link of await links.all()) {
        await eventually(() => link.getAttribute('target')).toBe('_blank');
        await eventually(() => link.getAttribute('rel')).toContain('noopener');
      }
      const popup = page.waitForEvent('popup');
      await texas.getByRole('link', { name: /Texas Comptroller of Public Accounts/ }).click();
      const tab = await popup;
      await tab.waitForURL('https://comptroller.texas.gov/');
      await eventually(() => tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();

      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
      await page.waitForURL('**/login');
    },
  );

  it('shows where to send the form, and the state list offers the 50 states and Puerto Rico', async () => {
    const page = await product.newPage({ locale: 'en-US' });
    await page.goto('/forms');
    await page.getByRole('heading', { name: 'Send us the completed application' }).waitFor();
    const address = await page.locator('address').textContent();
    expect(address).toContain('P.O. Box 4120');
    expect(address).toContain('Springfield, MO 65808-4120');
    await eventually(() => page.getByRole('link', { name: 'credit@example.com' }).getAttribute('href')).toBe(
      'mailto:credit@example.com',
    );
    await eventually(() => page.getByRole('link', { name: 'Download the application (PDF)' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'State' }).click();
    const options = page.getByRole('option');
    await eventually(() => options.count()).toBe(51);
    await eventually(() => page.getByRole('option', { name: 'District of Columbia' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Missouri' }).click();
    await eventually(() => page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await eventually(() =>
      page.getByRole('link', { name: 'Download the application (PDF)' }).getAttribute('href'),
    ).toBe('/application/MO-ENG.pdf');
  });

  it('cleans the exemption HTML before showing it and points hosted files at IMAGES_HOST', async () => {
    const page = await product.newPage({ locale: 'en-US' });
    await page.route('**/api/v1/forms/taxExemption', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body:
          '<p>Forms</p><a href="tax-forms/MO-149.pdf" onclick="window.hacked = true">Form ' +
          '149</a><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      }),
    );
    await page.goto('/forms');
    await page.getByRole('button', { name: 'View the exemption forms' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: /Form 149/ });
    await eventually(() => link.getAttribute('href')).toBe(`${IMAGES_HOST}/tax-forms/MO-149.pdf`);
    await eventually(() => link.getAttribute('onclick')).toBeNull();
    await eventually(() => link.getAttribute('target')).toBe('_blank');
    await eventually(() => link.textContent()).toBe('Form 149 (opens in a new tab)');
    await eventually(() => page.getByRole('dialog').locator('script, img').count()).toBe(0);
    await eventually(() => page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  });
});
