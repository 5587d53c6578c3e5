import { describe, expect, it } from 'vitest';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

describe('the app shell in a real browser', () => {
  it('shows /login in English for an English browser', async () => {
    const page = await product.newPage({ locale: 'en-US' });
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: 'Start New Online Application' }).waitFor(),
    ).resolves.toBeUndefined();
    await eventually(() => page.getAttribute('html', 'lang')).toBe('en');
    await eventually(() =>
      page.getByText('Charge accounts are for professional customers only', { exact: false }).count(),
    ).toBe(1);
  });

  it('shows /login in Spanish for a browser set to es-MX, and switches back to English on request', async () => {
    const page = await product.newPage({ locale: 'es-MX' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar una nueva solicitud en línea' }).waitFor();
    await eventually(() => page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await page.getByRole('heading', { name: 'Start New Online Application' }).waitFor();
  });

  it('answers an unknown path with 404 NOT FOUND', async () => {
    const page = await product.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 NOT FOUND' }).waitFor();
  });

  it('sends a logged-out visitor of a wizard step to /login', async () => {
    const page = await product.newPage();
    await page.goto('/apply/business-information');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Start New Online Application' }).waitFor();
  });

  it('serves the page with a Content-Security-Policy that allows no eval and no inline script', async () => {
    const response = await fetch(`${product.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
