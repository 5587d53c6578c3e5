import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInfo, businessInfo, owner } from '../../scripts/lib/credit-app/fixtures.ts';
import { reviewValue } from './flows/application.ts';
import { secretBox, textbox } from './flows/controls.ts';
import { expectNoSidewaysScroll, PHONE } from './flows/phone.ts';
import { finishIdentity, saveStepsThroughApi } from './flows/seed.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

const WIDE: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The words each language shows for what these tests look at. */
const LANGUAGES = [
  {
    locale: 'en-US',
    next: 'Next',
    owner: 'Owner',
    phone: 'Phone',
    ssn: 'Social Security Number',
    show: 'Show Social Security Number',
    creditLimit: 'Credit Limit Requested',
    dateOfBirth: 'Date of Birth',
    business: 'Business information',
    sameAsAbove: 'Same as above',
    savedDate: 'Saved, not shown again for your security',
  },
  {
    locale: 'es-MX',
    next: 'Siguiente',
    owner: 'Propietario',
    phone: 'Teléfono',
    ssn: 'Número de Seguro Social',
    show: 'Mostrar Número de Seguro Social',
    creditLimit: 'Límite de crédito solicitado',
    dateOfBirth: 'Fecha de nacimiento',
    business: 'Información del negocio',
    sameAsAbove: 'Igual que el anterior',
    savedDate: 'Guardada, no se vuelve a mostrar por su seguridad',
  },
];

let users = 0;

/** A page logged in as a new applicant past step 1, with steps 2 to 4 saved (the owner's SSN ends 6789). */
async function applicantWithSavedSteps(options: BrowserContextOptions): Promise<Page> {
  const email = `phone-inputs-${++users}@example.com`;
  const page = await product.loggedInPage(email, options);
  await page.goto('/');
  await page.waitForURL('**/apply/applicant-information');
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  await page.goto('/');
  await page.waitForURL('**/apply/business-information');
  await saveStepsThroughApi(page, { businessInfo, applicants: [owner], accountInfo });
  return page;
}

/** Opens a step and waits until its form is there. */
async function openStep(page: Page, step: string, next: string): Promise<void> {
  await page.goto(`/apply/${step}`);
  await page.getByRole('button', { name: next, exact: true }).waitFor();
}

/** The sum of the page's layout shifts so far that no input caused: Lighthouse's CLS, read from the browser. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}

const caretOf = (box: Locator) => box.evaluate((input: HTMLInputElement) => input.selectionStart);

describe.each(LANGUAGES)('on a phone, in $locale', (words) => {
  it(
    'shapes phones, SSNs and amounts as they are typed, and the review reads them back',
    { timeout: 240_000 },
    async () => {
      const page = await applicantWithSavedSteps({ ...PHONE, locale: words.locale });

      await openStep(page, 'applicants', words.next);
      const ownerRegion = page.getByRole('region', { name: words.owner, exact: true });
      const ssn = secretBox(ownerRegion, words.ssn);
      const show = ownerRegion.getByRole('button', { name: words.show });
      await eventually(() => ssn.getAttribute('type')).toBe('password');
      await eventually(() => show.getAttribute('aria-pressed')).toBe('false');
      await show.tap();
      await eventually(() => show.getAttribute('aria-pressed')).toBe('true');
      await eventually(() => ssn.getAttribute('type')).toBe('text');
      await eventually(() => ssn.inputValue()).toBe('***-**-6789');
      await ssn.fill('');
      await ssn.tap();
      await page.keyboard.type('123456789');
      await eventually(() => ssn.inputValue()).toBe('123-45-6789');
      await eventually(() => ssn.getAttribute('inputmode')).toBe('numeric');
      await show.tap();
      await eventually(() => ssn.getAttribute('type')).toBe('password');
      await expectNoSidewaysScroll(page);

      await openStep(page, 'review', words.next);
      const reviewedOwner = page.getByRole('region', { name: words.owner, exact: true });
      await eventually(() => reviewValue(reviewedOwner, words.ssn)).toBe('***-**-6789');
      await eventually(() => reviewValue(reviewedOwner, words.dateOfBirth)).toBe(words.savedDate);
      await eventually(() => reviewValue(page.locator('main'), words.creditLimit)).toBe('$5,000');
      await eventually(() =>
        page.getByRole('region', { name: words.business, exact: true }).textContent(),
      ).not.toContain(words.sameAsAbove);
      await expectNoSidewaysScroll(page);

      await openStep(page, 'account-information', words.next);
      const creditLimit = textbox(page, words.creditLimit);
      await eventually(() => creditLimit.inputValue()).toBe('$5,000');
      await creditLimit.fill('');
      await creditLimit.tap();
      await page.keyboard.type('15000');
      await eventually(() => creditLimit.inputValue()).toBe('$15,000');
      await expectNoSidewaysScroll(page);

      await openStep(page, 'business-information', words.next);
      const phone = textbox(page, words.phone);
      await phone.fill('');
      await phone.tap();
      await page.keyboard.type('4175550');
      await eventually(() => phone.inputValue()).toBe('(417) 555-0');
      // A digit typed into the area code, then taken out again: the caret stays beside it each time.
      await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
      await page.keyboard.type('9');
      expect([await phone.inputValue(), await caretOf(phone)]).toEqual(['(419) 755-50', 4]);
      await page.keyboard.press('Backspace');
      expect([await phone.inputValue(), await caretOf(phone)]).toEqual(['(417) 555-0', 3]);
      await expectNoSidewaysScroll(page);
      await page.context().close();
    },
  );
});

describe('the layout of the data steps', () => {
  it.each([
    ['a wide screen puts', WIDE, true],
    ['a phone does not put', PHONE, false],
  ])('%s first and last name side by side', { timeout: 180_000 }, async (_screen, options, sideBySide) => {
    const page = await applicantWithSavedSteps({ ...options, locale: 'en-US' });
    await openStep(page, 'applicants', 'Next');
    const region = page.getByRole('region', { name: 'Owner', exact: true });
    // Group headings inside an entry sit one level below the entry's own heading (h3).
    await region.getByRole('heading', { name: 'Personal details', level: 4 }).waitFor();
    await region.getByRole('heading', { name: 'Address', level: 4 }).waitFor();
    const first = (await textbox(region, 'First Name').boundingBox())!;
    const last = (await textbox(region, 'Last Name').boundingBox())!;
    expect(first.y === last.y && last.x > first.x + first.width).toBe(sideBySide);
    if (!sideBySide) expect(last.y).toBeGreaterThan(first.y + first.height);
    await page.context().close();
  });

  it.each([
    ['a wide screen', WIDE],
    ['a phone', PHONE],
  ])('on %s, no step page shifts its layout as it loads', { timeout: 240_000 }, async (_screen, options) => {
    const page = await applicantWithSavedSteps({ ...options, locale: 'en-US' });
    const shifts: Record<string, number> = {};
    for (const step of ['business-information', 'applicants', 'account-information', 'review']) {
      await openStep(page, step, 'Next');
      shifts[step] = await layoutShift(page);
    }
    expect(
      Object.values(shifts).every((shift) => shift < 0.05),
      JSON.stringify(shifts),
    ).toBe(true);
    await page.context().close();
  });
});
