import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../harness.ts';
import { openSubmitStepWithSavedSteps } from './seed.ts';
import { signWithMouse } from './submission.ts';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The password the tests' staff members choose. */
export const STAFF_PASSWORD = 'Ledger-Review-42!';

/**
 * Creates a staff account with the real command, `npm run staff -- add EMAIL --role ROLE`, against the product's
 * database, and answers the one-time set-password link it prints.
 */
export async function addStaffWithCommand(product: RunningProduct, email: string, role: string): Promise<string> {
  const { stdout } = await run(
    resolve(root, 'node_modules/.bin/tsx'),
    ['scripts/staff.ts', 'add', email, '--role', role],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(product.dataDir, 'app.db')}`,
        OUTBOX_DIR: join(product.dataDir, 'staff-outbox'),
        PUBLIC_URL: product.url,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const link = stdout.match(/https?:\/\/\S+\/staff\/set-password\?ac=\S+/)?.[0];
  if (!link) throw new Error(`no set-password link in:\n${stdout}`);
  return link;
}

/** The code an authenticator app shows now for `secret` (base32). */
export const currentCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/**
 * Opens the set-password link, chooses the password, enrols the authenticator from the secret the page shows (the
 * QR code carries the same), confirms the first code and lands on the queue. Answers the secret, for later logins.
 */
export async function setPasswordAndEnrol(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.getByLabel('New password', { exact: false }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm the password', { exact: false }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('The code your app shows now', { exact: false }).fill(currentCode(secret));
  await page.getByRole('button', { name: 'Confirm and Log In' }).click();
  await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  return secret;
}

/**
 * An applicant's submitted application, the quick way (identity in the database, steps saved through the API) and
 * then as a person signs and submits it; answers its Application ID. The applicant can log in later with
 * `Gr33n-Tractor!`.
 */
export async function submitApplication(product: RunningProduct, email: string): Promise<string> {
  const page = await product.loggedInPage(email, { locale: 'en-US' });
  await openSubmitStepWithSavedSteps(product, page, email, 'Next');
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms' }).check();
  await page.getByRole('checkbox', { name: 'I have read and agree to the general terms' }).check();
  for (const pad of await page.getByRole('img', { name: /Signature pad/ }).all()) await signWithMouse(page, pad);
  await page.getByText('Signed', { exact: true }).nth(1).waitFor();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL('**/success');
  const id = page.getByTestId('application-id').filter({ hasText: /^TCA-/ });
  await id.waitFor();
  const applicationId = (await id.textContent())!;
  await page.context().close();
  return applicationId;
}

/** Finds the application in the queue by searching its ID, and opens it. */
export async function openFromQueue(page: Page, applicationId: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Search company/ }).fill(applicationId);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('link', { name: applicationId }).click();
  await page.getByRole('heading', { name: `Application ${applicationId}`, level: 1 }).waitFor();
}
