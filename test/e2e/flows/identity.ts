import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { secretBox } from './controls.ts';
import { fillRequiredFromExamples } from './fill-from-examples.ts';
import { eventually } from '../harness.ts';

/** What an applicant types in step 1; the sandbox asks about the ZIP, city, street and birth year. */
export interface IdentityDetails {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  /** The state as the list names it. */
  state: string;
  zip: string;
  birth: { month: string; day: string; year: string };
  /** The street as the sandbox's right choice spells it (`1200 Cherry Lane` → `CHERRY LN`). */
  streetChoice: string;
}

export const ROSA: IdentityDetails = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  street: '1200 Cherry Lane',
  city: 'Joplin',
  state: 'Missouri',
  zip: '64801',
  birth: { month: 'July', day: '4', year: '1976' },
  streetChoice: 'CHERRY LN',
};

/** The right choice of each sandbox question for `details`, found by its question's words. */
function rightAnswers(details: IdentityDetails): Array<[RegExp, string]> {
  return [
    [/ZIP codes/, details.zip],
    [/cities/, details.city.toUpperCase()],
    [/streets/, details.streetChoice],
    [/born/, details.birth.year],
  ];
}

/** Fills step 1 as a person does, by the labels on screen (the rest from the form's examples), and presses Verify. */
export async function enterIdentityDetails(page: Page, details: IdentityDetails, ssn: string): Promise<void> {
  await page.waitForURL('**/apply/applicant-information');
  await page.getByLabel('First Name').fill(details.firstName);
  await page.getByLabel('Last Name').fill(details.lastName);
  await secretBox(page, 'Social Security Number').fill(ssn);
  await page.getByLabel('Street Address').fill(details.street);
  await page.getByLabel('City').fill(details.city);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: details.state }).click();
  await page.getByLabel('ZIP Code').fill(details.zip);
  const birth = page.getByRole('group', { name: 'Date of Birth' });
  await birth.getByLabel('Month').selectOption({ label: details.birth.month });
  await birth.getByLabel('Day').selectOption({ label: details.birth.day });
  await birth.getByLabel('Year').selectOption({ label: details.birth.year });
  // A required field an analyst adds to step 1 is answered with its example, as on the other steps.
  await fillRequiredFromExamples(page, page, 'steps/applicant-information');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Picks the true answer of each of the four security questions and presses Submit. */
export async function answerSecurityQuestions(page: Page, details: IdentityDetails): Promise<void> {
  await page.getByRole('heading', { name: 'Security questions' }).waitFor();
  await eventually(() => page.getByRole('radiogroup').count()).toBe(4);
  for (const [question, answer] of rightAnswers(details)) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Waits for business information with step 1 checked in the sidebar. */
export async function expectOnBusinessInformation(page: Page): Promise<void> {
  await page.waitForURL('**/apply/business-information');
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await steps
    .getByRole('button', { name: /Applicant information/ })
    .getByRole('img', { name: 'completed' })
    .waitFor();
  expect(
    await steps
      .getByRole('button', { name: /Business information/ })
      .getByRole('img', { name: 'completed' })
      .count(),
  ).toBe(0);
}
