import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestIdentityProvider } from '../helpers/oidc-provider.ts';
import { expectAccessible } from './flows/axe.ts';
import { useOwnProduct } from './harness.ts';

/*
 * Staff sign-in through the company's OpenID provider, clicked through in Chromium: the provider (oidc-provider) runs
 * in this file's process and the product, started with its STAFF_OIDC_ settings, reaches it on loopback. The product
 * needs the provider's address to start, and the provider the product's callback to register its client.
 */
const provider = await startTestIdentityProvider({
  ana: { email: 'ana.oidc@supplier.test', name: 'Ana Ortiz', groups: ['everyone', 'credit-analysts'] },
  nora: { email: 'nora.oidc@supplier.test', groups: ['everyone', 'warehouse'] },
});
const product = useOwnProduct({
  STAFF_OIDC_ISSUER: provider.issuer,
  STAFF_OIDC_CLIENT_ID: provider.clientId,
  STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
  STAFF_OIDC_ROLE_MAP: 'credit-analysts=analyst,credit-managers=manager',
});
beforeAll(() => provider.useRedirectUri(`${product.url}/api/v1/staff/oidc/callback`));
afterAll(() => provider.close());

describe('staff sign-in with the company account in a real browser', () => {
  it(
    'lands a person of a mapped group on the queue with the mapped role; refuses one in no mapped group, in Spanish',
    { timeout: 120_000 },
    async () => {
      const page = await product.newPage({ locale: 'en-US' });
      await page.goto('/staff/login');
      await page.getByRole('link', { name: 'Sign in with your company account' }).click();
      await page.getByRole('textbox', { name: 'Username' }).fill('ana');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
      await page.getByText('Ana Ortiz (Analyst)').waitFor();

      const spanish = await product.newPage({ locale: 'es-MX' });
      await spanish.goto('/staff/login');
      await spanish.getByRole('link', { name: 'Iniciar sesión con su cuenta de la empresa' }).click();
      await spanish.getByRole('textbox', { name: 'Username' }).fill('nora');
      await spanish.getByRole('button', { name: 'Sign in' }).click();
      await spanish
        .getByRole('alert')
        .filter({ hasText: 'Su cuenta de la empresa no tiene acceso a la consola de crédito' })
        .waitFor();
      await spanish.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
      await expectAccessible(spanish, '/staff/login?oidc=refused');
    },
  );
});
