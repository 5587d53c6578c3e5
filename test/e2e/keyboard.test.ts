import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountInfo,
  businessInfo,
  identityApplicant,
  owner,
  references,
} from '../../scripts/lib/credit-app/fixtures.ts';
import { certificatePdf } from '../../scripts/lib/files/pdf-fixtures.ts';
import { eventually, useProduct } from './harness.ts';
import { secretBox } from './flows/controls.ts';
import { fillRequiredFromExamples } from './flows/fill-from-examples.ts';
import { byKeyboard, focusedElement, hasFocus, moveFocusTo, typeInto } from './flows/keys.ts';
import { openWithoutClient } from './flows/seed.ts';

/**
 * The wizard with the keyboard alone: Tab and Shift+Tab to move, typing, Space and Enter to press and tick, the
 * arrows and typing to pick in lists. No click and no `fill` reaches the page, except to draw a signature, which
 * needs a pointer by its nature (a keyboard user can reach the pad, skip it, clear it and hear what it asks).
 */

const product = useProduct();

/** Tabs to the MUI select `target`, opens its list with Enter, goes to `option` by typing its name, and picks it. */
async function pickFromList(page: Page, target: Locator, option: string): Promise<void> {
  await moveFocusTo(page, target);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(option);
  await page.getByRole('option', { name: option, exact: true }).and(page.locator(':focus')).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await eventually(() => target.textContent()).toBe(option);
  await eventually(() => hasFocus(target)).toBe(true);
}

/** Tabs to the native select `target` and picks `option` by typing it, as a person does on a closed list. */
async function typeIntoSelect(page: Page, target: Locator, option: string): Promise<void> {
  await typeInto(page, target, option);
  await eventually(() => target.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
    option,
  );
}

/** Tabs to the button named `name` and presses Enter. */
async function press(page: Page, scope: Page | Locator, name: string): Promise<void> {
  await moveFocusTo(page, scope.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const stepButton = (page: Page, title: RegExp) =>
  page.getByRole('navigation', { name: 'Application steps' }).getByRole('button', { name: title });

/** After moving to another step, the focus is on its title: a keyboard user goes on from there. */
async function expectOnStep(page: Page, path: string, title: string): Promise<void> {
  await page.waitForURL(`**/apply/${path}`);
  const heading = page.getByRole('heading', { name: title, level: 1 });
  await heading.waitFor();
  await eventually(() => hasFocus(heading)).toBe(true);
}

async function enterAddress(page: Page, scope: Page | Locator, street: string) {
  await typeInto(page, textbox(scope, 'Street Address'), street);
  await typeInto(page, textbox(scope, 'City'), 'Springfield');
  await pickFromList(page, combobox(scope, 'State'), 'Missouri');
  await typeInto(page, textbox(scope, 'ZIP Code'), '65807');
}

async function enterDateOfBirth(page: Page, scope: Page | Locator, month: string, day: string, year: string) {
  const birth = scope.getByRole('group', { name: 'Date of Birth' });
  await typeIntoSelect(page, birth.getByRole('combobox', { name: 'Month' }), month);
  await typeIntoSelect(page, birth.getByRole('combobox', { name: 'Day' }), day);
  await typeIntoSelect(page, birth.getByRole('combobox', { name: 'Year' }), year);
}

/** Step 1 by keyboard; an SSN ending 9999 gets no questions, so the step ends and business information follows. */
async function verifyIdentity(page: Page) {
  await typeInto(page, textbox(page, 'First Name'), 'Rosa');
  await typeInto(page, textbox(page, 'Last Name'), 'Delgado');
  await typeInto(page, secretBox(page, 'Social Security Number'), '512349999');
  await enterDateOfBirth(page, page, 'July', '4', '1976');
  await enterAddress(page, page, '1200 Cherry Lane');
  await press(page, page, 'Verify');
  await expectOnStep(page, 'business-information', 'Business information');
}

/** Business information by keyboard, with a certificate uploaded through the upload button. */
async function enterBusinessInformation(page: Page) {
  await typeInto(page, textbox(page, 'Company Name / Doing Business As'), 'Keyboard Garage LLC');
  await enterAddress(page, page, '100 Main St');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone', exact: true }), '4175550100');
  await typeInto(page, textbox(page, 'Accounts Payable Contact'), 'Pat Payables');
  await moveFocusTo(page, page.getByRole('checkbox', { name: 'Same as the business phone' }));
  await page.keyboard.press('Space');
  // Typed digits take the phone's mask, and the copy is the number as shown.
  await eventually(() => textbox(page, 'Accounts Payable Phone').inputValue()).toBe('(417) 555-0100');
  await pickFromList(page, combobox(page, 'Business Type'), 'LLC');
  await typeIntoSelect(page, combobox(page, 'Business Description'), 'Tire');
  await moveFocusTo(page, page.getByRole('checkbox', { name: 'Less than 1 year' }).first());
  await page.keyboard.press('Space');
  await eventually(() => textbox(page, 'Years in Business').isDisabled()).toBe(true);
  await typeInto(page, textbox(page, 'Years Under Current Ownership'), '3');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Number of Employees' }), '12');
  await fillRequiredFromExamples(page, page, 'steps/business-information', byKeyboard(page));

  // Tab reaches the radio buttons, Space picks one, and the arrows move the choice.
  const exempt = page.getByRole('radiogroup', { name: 'Are you exempt from sales tax?' });
  await moveFocusTo(page, exempt.getByRole('radio', { name: 'No' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await eventually(() => exempt.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);

  // The upload is a button the keyboard reaches; Enter opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await press(page, page, 'Upload a certificate (PDF)');
  await (
    await chooser
  ).setFiles({ name: 'MO Form 149.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() });
  await page.getByRole('listitem').filter({ hasText: 'MO Form 149.pdf' }).waitFor();
  await moveFocusTo(page, page.getByRole('button', { name: 'Delete MO Form 149.pdf' }), 'Shift+Tab');
}

describe('the wizard with the keyboard alone', () => {
  it(
    'verifies identity and completes business information, moves by the sidebar, and adds and removes a co-owner',
    { timeout: 240_000 },
    async () => {
      const page = await product.loggedInPage('keys.only@example.com', { locale: 'en-US' });
      await page.goto('/');
      await page.waitForURL('**/apply/applicant-information');
      await textbox(page, 'First Name').waitFor();

      // The first Tab stop is the skip link; Enter on it jumps past the language switch and the sidebar.
      await page.keyboard.press('Tab');
      expect(await hasFocus(page.getByRole('link', { name: 'Skip to main content' }))).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await hasFocus(page.getByRole('main').getByRole('link').first()), await focusedElement(page)).toBe(true);

      await verifyIdentity(page);
      await enterBusinessInformation(page);
      await press(page, page, 'Next');
      await expectOnStep(page, 'applicants', 'Applicants');

      // The sidebar's steps are buttons: back to business information, what was saved is there.
      await moveFocusTo(page, stepButton(page, /Business information/), 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expectOnStep(page, 'business-information', 'Business information');
      await eventually(() => textbox(page, 'Company Name / Doing Business As').inputValue()).toBe(
        'Keyboard Garage LLC',
      );
      await press(page, page, 'Next');
      await expectOnStep(page, 'applicants', 'Applicants');

      // The owner: text boxes, the date of birth's three lists and the state list.
      const ownerRegion = page.getByRole('region', { name: 'Owner', exact: true });
      await typeInto(page, textbox(ownerRegion, 'First Name'), 'Rosa');
      await enterDateOfBirth(page, ownerRegion, 'July', '4', '1976');

      // "Add co-owner" adds a person and takes the focus to their first field (the button is gone: two at most);
      // their "Remove co-owner" removes them and takes the focus back to "Add co-owner".
      await press(page, page, 'Add co-owner');
      const coOwner = page.getByRole('region', { name: 'Co-owner', exact: true });
      await coOwner.waitFor();
      await eventually(() => hasFocus(textbox(coOwner, 'First Name'))).toBe(true);
      await press(page, coOwner, 'Remove co-owner');
      await coOwner.waitFor({ state: 'detached' });
      await eventually(() => hasFocus(page.getByRole('button', { name: 'Add co-owner' }))).toBe(true);

      // Leaving with something typed asks first, in a dialog that keeps the focus until it is answered.
      await moveFocusTo(page, stepButton(page, /Business information/), 'Shift+Tab');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
      await dialog.waitFor();
      await eventually(() => hasFocus(dialog.getByRole('button', { name: 'Stay Here' }))).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          `focus after ${key}: ${await focusedElement(page)}`,
        ).toBe(true);
      }
      // Escape stays; the focus goes back to where it was, and nothing typed is lost.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => hasFocus(stepButton(page, /Business information/))).toBe(true);
      await eventually(() => textbox(ownerRegion, 'First Name').inputValue()).toBe('Rosa');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await moveFocusTo(page, dialog.getByRole('button', { name: 'Leave This Page' }), 'Shift+Tab', 4);
      await page.keyboard.press('Enter');
      await expectOnStep(page, 'business-information', 'Business information');
    },
  );

  it(
    'reaches, skips and clears the signature pad, and hears what the submit step still needs',
    { timeout: 120_000 },
    async () => {
      const page = await product.loggedInPage('keys.signer@example.com', { locale: 'en-US' });
      await openWithoutClient(page);
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const call = async (method: string, path: string, body?: unknown) => {
        const headers = {
          authorization: `Bearer ${token}`,
          cookie: 'XSRF-TOKEN=keys',
          'x-xsrf-token': 'keys',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        };
        const response = await fetch(`${product.url}/api/v1${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<unknown>;
      };
      // The steps before, saved through the API; an SSN ending 9999 ends identity verification at once.
      await call('PUT', '/kbvapplicants', { ...identityApplicant, ssn: '512349999' });
      expect(await call('POST', '/kbvapplicants/kbv')).toMatchObject({ kbvStatus: 'ERROR' });
      await call('PUT', '/business-info', businessInfo);
      await call('PUT', '/applicants', [owner]);
      await call('PUT', '/account-info', accountInfo);
      await call('PUT', '/references', references);
      await page.goto('/apply/review');
      await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
      await press(page, page, 'Next');
      await expectOnStep(page, 'submit', 'Submit');

      // The texts scroll in boxes the keyboard reaches; the boxes to tick take Space.
      for (const name of [
        'I have read and agree to the terms',
        'I have read and agree to the general terms',
        'I agree to sign this application electronically',
      ]) {
        await moveFocusTo(page, page.getByRole('checkbox', { name, exact: true }));
        await page.keyboard.press('Space');
      }

      // The pad is reached and left with Tab: nothing traps the keyboard there.
      const pad = page.getByRole('img', { name: /^Signature pad for Ann Owner/ });
      await moveFocusTo(page, pad);
      const clear = page.getByRole('button', { name: 'Clear' });
      await moveFocusTo(page, clear, 'Tab', 1);

      // Submit unsigned: the focus goes to the pad, which is described by the message, read out as it appears.
      await press(page, page, 'Submit');
      await eventually(() => hasFocus(pad)).toBe(true);
      const message = await pad.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .filter((described) => described?.closest('[aria-live="polite"]'))
          .map((described) => described!.textContent)
          .join(' '),
      );
      expect(message).toBe('Signature is required.');
      expect(page.url()).toMatch(/\/apply\/submit$/);

      // Signing takes a pointer; clearing it takes Enter on "Clear".
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 40);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
      await page.mouse.up();
      await page.getByText('Signed', { exact: true }).waitFor();
      await moveFocusTo(page, clear);
      await page.keyboard.press('Enter');
      await page.getByText('Not signed yet', { exact: true }).waitFor();
    },
  );
});
