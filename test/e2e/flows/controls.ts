import type { Locator, Page } from 'playwright-core';

/** The text box labelled exactly `name` within `scope`. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/**
 * A concealed box (a password box, which has no role, such as the SSN) labelled `name` within `scope`: its label
 * starts with the name (a required field's ends with an asterisk), unlike its show button's ("Show …").
 */
export const secretBox = (scope: Page | Locator, name: string) =>
  scope.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`));

/** The radio button `option` of the radio group named `group`. */
export const radioIn = (scope: Page | Locator, group: string, option: string) =>
  scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** A toast (notistack) showing `text`. */
export const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();

/** Picks `option` in the MUI select named `name` within `scope`: its list opens at the page's end. */
export async function choose(page: Page, scope: Page | Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
