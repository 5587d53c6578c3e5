import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './harness.ts';
import { expectAccessible } from './flows/axe.ts';
import { addStaffWithCommand, setPasswordAndEnrol, STAFF_TEXTS } from './flows/staff.ts';
import { submitApplication } from './flows/staff-seed.ts';

/*
 * The credit department console's pages checked by axe in both languages. Apart from staff-console.test.ts, whose
 * tests drive the decisions, so that the two browser files can run side by side.
 */

const product = useProduct();

/**
 * The navigation's links to the staff accounts and the audit trail, the trail's row of the command that added the
 * test's admin, and the application's recommendation (the panel staff-decisions.test.ts reads), in each language.
 */
const PAGE_TEXTS = {
  en: {
    admin: 'Staff accounts',
    audit: 'Audit trail',
    added: /Added ada\.admin\.en@supplier\.test as Administrator/,
    recommendation: 'Policy recommendation',
  },
  es: {
    admin: 'Cuentas del personal',
    audit: 'Registro de auditoría',
    added: /Añadió a ada\.admin\.es@supplier\.test como Administrador/,
    recommendation: 'Recomendación de la política',
  },
} as const;

/** Whether the page fits the window's width: nothing makes the whole page scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(['en', 'es'] as const)('the console is accessible in %s', (language) => {
  const texts = STAFF_TEXTS[language];
  it(
    'passes axe on the login, set-password, queue, application, admin and audit trail pages, on a desktop and a tablet',
    { timeout: 240_000 },
    async () => {
      const applicationId = await submitApplication(product, `ana.a11y.${language}@example.com`);
      const login = await product.newPage({ locale: texts.locale });
      await login.goto('/staff/login');
      await login.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(login, '/staff/login');

      const link = await addStaffWithCommand(product, `ada.admin.${language}@supplier.test`, 'admin');
      const page = await product.newPage({ locale: texts.locale, viewport: { width: 1280, height: 900 } });
      await setPasswordAndEnrol(page, link, texts, (where) => expectAccessible(page, where));
      await page.getByRole('link', { name: applicationId }).waitFor();
      await expectAccessible(page, '/staff');

      // From here on the console's own links lead from page to page, as a person goes, without loading it again.
      const words = PAGE_TEXTS[language];
      const nav = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
      const openApplication = async () => {
        await page.getByRole('link', { name: applicationId }).click();
        await page.getByRole('heading', { name: new RegExp(applicationId), level: 1 }).waitFor();
        await page.getByRole('region', { name: words.recommendation }).getByRole('table').waitFor();
        await page.getByRole('table').last().waitFor();
      };
      // An admin sees every panel a manager does: the decision form and the policy's recommendation included (for
      // staff-decisions.test.ts, which checks the page after its decision).
      await openApplication();
      await expectAccessible(page, '/staff/applications/:id');

      await nav(words.admin).click();
      await page.getByRole('table').waitFor();
      await expectAccessible(page, '/staff/admin');

      // The whole audit trail, from the admins' link: the command that made this admin, in words, with no column cut
      // off at 1280 px.
      await nav(words.audit).click();
      const added = page.getByRole('row').filter({ hasText: words.added });
      await added.getByRole('cell', { name: /^cli:/ }).waitFor();
      const detail = await added.getByRole('cell').last().boundingBox();
      expect(detail!.x + detail!.width).toBeLessThanOrEqual(1280);
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(page, '/staff/audit');

      // On a tablet the pages fit the screen's width (wide tables scroll inside their own box): the trail, the staff
      // accounts, the queue and the application, then the queue again for axe.
      await page.setViewportSize({ width: 768, height: 1024 });
      const fitsTablet = async (where: string) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('table').first().waitFor();
        expect(await fitsWidth(page), `the width of ${where}`).toBe(true);
      };
      await fitsTablet('/staff/audit');
      await nav(words.admin).click();
      await fitsTablet('/staff/admin');
      await nav(texts.applications).click();
      await fitsTablet('/staff');
      await openApplication();
      await fitsTablet('/staff/applications/:id');
      await nav(texts.applications).click();
      await page.getByRole('link', { name: applicationId }).waitFor();
      await expectAccessible(page, '/staff on a tablet');
    },
  );
});
