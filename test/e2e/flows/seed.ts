import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { hashSecret } from '../../../src/server/accounts/secret-hash.ts';
import { finishIdentities } from '../../../scripts/lib/seed/applicants.ts';
import { openDatabase } from '../../../scripts/lib/seed/database.ts';
import { accountInfo, businessInfo, coOwner, owner, references } from '../../../scripts/lib/credit-app/fixtures.ts';
import type { RunningProduct } from '../harness.ts';

/**
 * Makes `email` an account that finished identity verification (step 1, built and tested on its own) and that
 * can log in with `password`: its identity applicant is written as that step stores it, the SSN and birth date
 * encrypted with the product's data key.
 */
export async function finishIdentity(product: RunningProduct, email: string, password: string): Promise<void> {
  const { dataKey } = JSON.parse(readFileSync(join(product.dataDir, 'secrets.json'), 'utf8')) as { dataKey: string };
  const passwordHash = await hashSecret(password);
  const database = openDatabase(`sqlite:${join(product.dataDir, 'app.db')}`);
  try {
    const { id } = await database
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    await database.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await finishIdentities(database, [id], Buffer.from(dataKey, 'base64'));
  } finally {
    await database.destroy();
  }
}

/** The database's copy of the application's data, to check what the browser saved. */
export function storedData(product: RunningProduct, email: string): Record<string, unknown> {
  const database = new Sqlite(join(product.dataDir, 'app.db'), { readonly: true });
  try {
    const row = database
      .prepare(
        'select data from credit_applications join users on users.id = credit_applications.user_id where users.email ' +
          '= ?',
      )
      .get(email.toLowerCase()) as { data: string };
    return JSON.parse(row.data) as Record<string, unknown>;
  } finally {
    database.close();
  }
}

/** An answer of the API as `callApi` reads it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the product's API from inside `page` (already on the product and logged in) with its session's token,
 * language and cross-site cookie, as the page's own client would: what another tab of the same person does.
 */
export async function callApi(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'x-xsrf-token': xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    { method, path, body },
  );
}

/**
 * Opens the product's health check in `page`: a document of the product's origin without its client, where `callApi`
 * works (the session is in the origin's storage, and the answer sets the cross-site cookie). Seeding from there
 * spares a test a load of the client before the load it looks at, which opens the wizard where the seeding left it.
 */
export async function openWithoutClient(page: Page): Promise<void> {
  await page.goto('/api/health');
}

/** The sections of steps 2 to 4 as the API takes them. */
export interface ApplicationSections {
  businessInfo: unknown;
  applicants: unknown[];
  accountInfo: unknown;
  /** The references step; its schema's examples when left out, not saved when null (to fill it on the page). */
  references?: unknown;
}

/** Saves steps 2 to 5 through the API, as their Next buttons would: for tests of what comes after them. */
export async function saveStepsThroughApi(page: Page, sections: ApplicationSections): Promise<void> {
  const saves: Array<[string, unknown]> = [
    ['/business-info', sections.businessInfo],
    ['/applicants', sections.applicants],
    ['/account-info', sections.accountInfo],
    ...(sections.references === null ? [] : [['/references', sections.references ?? references] as [string, unknown]]),
  ];
  for (const [path, body] of saves) {
    const answer = await callApi(page, 'PUT', path, body);
    if (answer.status !== 200) throw new Error(`PUT ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/**
 * Opens the submit step for the user of `page` (logged in, nothing saved yet) the quick way: identity finished in
 * the database, steps 2 to 5 saved through the API (the owner and a co-owner of the server tests' fixtures), then
 * the review's Next button (`nextLabel` in the page's language).
 */
export async function openSubmitStepWithSavedSteps(
  product: RunningProduct,
  page: Page,
  email: string,
  nextLabel: string,
): Promise<void> {
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  await openWithoutClient(page);
  await saveStepsThroughApi(page, { businessInfo, applicants: [owner, coOwner], accountInfo });
  await page.goto('/');
  await page.waitForURL('**/apply/review');
  await page.getByRole('button', { name: nextLabel, exact: true }).click();
  await page.waitForURL('**/apply/submit');
}
