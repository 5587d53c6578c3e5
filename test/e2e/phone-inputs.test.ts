import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountInfo, businessInfo, owner } from '../../scripts/lib/credit-app/fixtures.ts';
import { animationsSettled } from './flows/animations.ts';
import { reviewValue } from './flows/application.ts';
import { secretBox, textbox } from './flows/controls.ts';
import { expectNoSidewaysScroll, PHONE } from './flows/phone.ts';
import { finishIdentity, openWithoutClient, saveStepsThroughApi } from './flows/seed.ts';
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
    sameAsAbove: 'Same as the business phone',
    savedDate: 'Saved, not shown again for your security',
    whereOnStep2: 'Step 2 of 7 · Business information',
    applicantsStep: 'Applicants',
    menu: 'Menu',
    supplierSite: 'Visit Bluestem Parts & Supply',
    yearsInBusiness: 'Years in Business',
    lessThanOneYear: 'Less than 1 year',
    payablesPhone: 'Accounts Payable Phone',
    payablesEmail: 'Accounts Payable Email',
    waysIn: ['Start New Online Application', 'Continue Previous Application'],
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
    sameAsAbove: 'Igual que el teléfono del negocio',
    savedDate: 'Guardada, no se vuelve a mostrar por su seguridad',
    whereOnStep2: 'Paso 2 de 7 · Información del negocio',
    applicantsStep: 'Solicitantes',
    menu: 'Menú',
    supplierSite: 'Visitar Bluestem Parts & Supply',
    yearsInBusiness: 'Años en el negocio',
    lessThanOneYear: 'Menos de 1 año',
    payablesPhone: 'Teléfono de cuentas por pagar',
    payablesEmail: 'Correo electrónico de cuentas por pagar',
    waysIn: ['Iniciar una nueva solicitud en línea', 'Continuar una solicitud anterior'],
  },
];

let users = 0;

/** A page logged in as a new applicant past step 1, with steps 2 to 4 saved (the owner's SSN ends 6789). */
async function applicantWithSavedSteps(options: BrowserContextOptions): Promise<Page> {
  const email = `phone-inputs-${++users}@example.com`;
  const page = await product.loggedInPage(email, options);
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  await openWithoutClient(page);
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

/** The frame a text field draws around its input (MUI's input root, the input's parent). */
const frameOf = (box: Locator) => box.locator('xpath=..');

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (element: Locator): Promise<Box> => (await element.boundingBox())!;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

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
      // Read once the mask has reshaped the value and put the caret back: a key's re-render is not part of the key.
      await page.keyboard.type('9');
      await eventually(async () => [await phone.inputValue(), await caretOf(phone)]).toEqual(['(419) 755-50', 4]);
      await page.keyboard.press('Backspace');
      await eventually(async () => [await phone.inputValue(), await caretOf(phone)]).toEqual(['(417) 555-0', 3]);
      await expectNoSidewaysScroll(page);
      await page.context().close();
    },
  );

  it(
    'folds the step list and the links out behind one tap each, and keeps each tick box with its field',
    { timeout: 120_000 },
    async () => {
      const page = await applicantWithSavedSteps({ ...PHONE, locale: words.locale });
      await openStep(page, 'business-information', words.next);

      const where = page.getByRole('button', { name: words.whereOnStep2, exact: true });
      const applicantsStep = page.getByRole('button', { name: words.applicantsStep });
      await eventually(() => where.getAttribute('aria-expanded')).toBe('false');
      expect(await applicantsStep.isVisible()).toBe(false);
      await where.tap();
      await eventually(() => applicantsStep.isVisible()).toBe(true);
      expect(await where.getAttribute('aria-expanded')).toBe('true');

      const supplierSite = page.getByRole('link', { name: words.supplierSite });
      expect(await supplierSite.isVisible()).toBe(false);
      await page.getByRole('button', { name: words.menu, exact: true }).tap();
      await eventually(() => supplierSite.isVisible()).toBe(true);
      // The step list and the menu fold out: the boxes below are read once they stopped moving, not mid-fold.
      await animationsSettled(page);

      const years = textbox(page, words.yearsInBusiness);
      const lessThanOne = page.getByRole('checkbox', { name: words.lessThanOneYear }).first();
      expect(inside(await boxOf(lessThanOne), await boxOf(frameOf(years)))).toBe(true);
      const sameAs = await boxOf(page.getByRole('checkbox', { name: words.sameAsAbove }));
      const payablesPhone = await boxOf(frameOf(textbox(page, words.payablesPhone)));
      const payablesEmail = await boxOf(frameOf(textbox(page, words.payablesEmail)));
      expect(sameAs.y > payablesPhone.y && sameAs.y + sameAs.height < payablesEmail.y).toBe(true);
      await expectNoSidewaysScroll(page);
      await page.context().close();

      // The two ways in read as one choice: one control, its halves touching, the page in view marked current.
      const visitor = await product.newPage({ ...PHONE, locale: words.locale });
      await visitor.goto('/login');
      const [start, resume] = words.waysIn.map((name) => visitor.getByRole('link', { name, exact: true }));
      await eventually(() => start!.getAttribute('aria-current')).toBe('page');
      expect(await resume!.getAttribute('aria-current')).toBeNull();
      const [top, bottom] = [await boxOf(start!), await boxOf(resume!)];
      expect(Math.abs(bottom.y - (top.y + top.height))).toBeLessThan(1);
      await visitor.context().close();
    },
  );
});

describe('the layout of the data steps', () => {
  // One applicant per screen: the first and last name's places are read on the applicants step the layout test
  // opens anyway, after its shift was measured.
  it.each([
    ['a wide screen', WIDE, true],
    ['a phone', PHONE, false],
  ])(
    'on %s, no step page shifts its layout as it loads, and first and last name sit side by side only when wide',
    { timeout: 240_000 },
    async (_screen, options, sideBySide) => {
      const page = await applicantWithSavedSteps({ ...options, locale: 'en-US' });
      const shifts: Record<string, number> = {};
      for (const step of ['business-information', 'applicants', 'account-information', 'review']) {
        await openStep(page, step, 'Next');
        shifts[step] = await layoutShift(page);
        if (step === 'applicants') await expectNamesSideBySide(page, sideBySide);
      }
      expect(
        Object.values(shifts).every((shift) => shift < 0.05),
        JSON.stringify(shifts),
      ).toBe(true);
      await page.context().close();
    },
  );
});

/** On the applicants step: first and last name side by side (a wide screen) or one below the other (a phone). */
async function expectNamesSideBySide(page: Page, sideBySide: boolean): Promise<void> {
  const region = page.getByRole('region', { name: 'Owner', exact: true });
  // Group headings inside an entry sit one level below the entry's own heading (h3).
  await region.getByRole('heading', { name: 'Personal details', level: 4 }).waitFor();
  await region.getByRole('heading', { name: 'Address', level: 4 }).waitFor();
  const first = (await textbox(region, 'First Name').boundingBox())!;
  const last = (await textbox(region, 'Last Name').boundingBox())!;
  expect(first.y === last.y && last.x > first.x + first.width).toBe(sideBySide);
  if (!sideBySide) expect(last.y).toBeGreaterThan(first.y + first.height);
}
