import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountInfo, businessInfo, coOwner, owner, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { openDatabase } from '../../../scripts/lib/seed/database.ts';
import { eventually, type RunningProduct } from '../harness.ts';
import { passReferences } from './application.ts';
import { fillRequiredFromExamples } from './fill-from-examples.ts';
import { callApi, finishIdentity, openWithoutClient, saveStepsThroughApi } from './seed.ts';
import { nextMailAbout } from './staff.ts';

/**
 * Addresses no other file writes to: the browser files share one product and one inbox, and the references step's
 * examples (which other files' applications use) name ar@ozarkpaint.example and lee@scbank.example, so a link read
 * from those could be another application's request.
 */
const UNIQUE = `${process.pid}.${Date.now().toString(36)}`;

/** Two suppliers and a bank, one supplier at the applicant's own domain (acme.example, the fixtures' owner's). */
export const PAINT = { company: 'Ozark Paint Supply', email: `ar.${UNIQUE}@ozarkpaint.example`, phone: '4175550188' };
export const SISTER = { company: 'Acme Sister Co', email: `credit.${UNIQUE}@acme.example`, phone: '4175550166' };
export const BANK = {
  company: 'Springfield Community Bank',
  email: `lee.${UNIQUE}@scbank.example`,
  phone: '4175550177',
};

/**
 * An applicant enters the references on the step's page (steps before it saved through the API, identity in the
 * database), goes on to the review, and submits through the API as the submit step would; answers the Application ID.
 */
export async function submitWithReferences(product: RunningProduct, email: string): Promise<string> {
  const page = await product.loggedInPage(email, { locale: 'en-US' });
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  await openWithoutClient(page);
  await saveStepsThroughApi(page, { businessInfo, applicants: [owner, coOwner], accountInfo, references: null });
  await page.goto('/apply/account-information');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const fill = async (name: string, entry: typeof PAINT, company = 'Company') => {
    await region(name).getByRole('textbox', { name: company }).fill(entry.company);
    await region(name).getByRole('textbox', { name: 'Contact name' }).fill('Dana Miller');
    await region(name).getByRole('textbox', { name: 'Contact email' }).fill(entry.email);
    await region(name).getByRole('textbox', { name: 'Phone' }).pressSequentially(entry.phone);
  };
  await passReferences(page, async () => {
    await page.getByRole('button', { name: 'Add trade reference' }).click();
    await fill('Trade reference 1', PAINT);
    await page.getByRole('button', { name: 'Add trade reference' }).click();
    await fill('Trade reference 2', SISTER);
    await page.getByRole('button', { name: 'Add a bank reference' }).click();
    await fill('Bank reference', BANK, 'Bank');
    await fillRequiredFromExamples(page, page, 'steps/references');
  });
  await page.getByText(SISTER.company, { exact: true }).waitFor();
  const saved = (await callApi(page, 'GET', '/credit-app')).body as { applicants: Array<{ id: string }> };
  const submitted = await callApi(page, 'PUT', '/terms', {
    terms: true,
    generalTerms: true,
    personalGuarantee: true,
    electronicSignatureConsent: true,
    applicants: saved.applicants.map((applicant) => ({ applicantId: applicant.id, signature: SIGNATURE })),
  });
  expect(submitted.status).toBe(200);
  await page.context().close();
  return (submitted.body as { applicationId: string }).applicationId;
}

/** The page a reference's emailed link opens, in a browser context of its own in `locale`. */
export async function openEmailedLink(product: RunningProduct, to: string, subject: RegExp, locale: string) {
  const mail = await nextMailAbout(product.mail, to, subject);
  const link = mail.text.match(/https?:\/\/\S+\/reference\?ac=\S+/)![0];
  const page = await product.newPage({ locale });
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  return { page, link };
}

/**
 * Moves the clock for one reference's request, as the days would: its first email 8 days ago (so both reminders are
 * due), or its 30 days over.
 */
export async function ageRequest(product: RunningProduct, email: string, what: 'reminders' | 'expiry'): Promise<void> {
  const database = openDatabase(`sqlite:${join(product.dataDir, 'app.db')}`);
  const day = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
  try {
    await database
      .updateTable('reference_requests')
      .set(what === 'reminders' ? { created_at: ago(8), next_reminder_at: ago(5) } : { expires_at: ago(0.01) })
      .where('details', 'like', `%${email}%`)
      .execute();
  } finally {
    await database.destroy();
  }
}

/** The console's article of one reference, and that it reads `texts`. */
export async function expectReference(page: Page, title: string, texts: string[]): Promise<void> {
  const article = page.getByRole('region', { name: 'References', exact: true }).getByRole('article', { name: title });
  for (const text of texts) {
    try {
      await eventually(() => article.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
    } catch (error) {
      // What the console showed instead, so that a failure on a loaded machine says which text was missing and why.
      const shown = await page.getByRole('region', { name: 'References', exact: true }).allInnerTexts();
      throw new Error(`"${title}" never read "${text}"; the References region read: ${JSON.stringify(shown)}`, {
        cause: error,
      });
    }
  }
}
