import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import type { ReceivedMail } from '../../../scripts/lib/mail-catcher.ts';
import type { Inbox } from '../shared-product.ts';
import type { RunningProduct } from '../harness.ts';
import { openDatabase } from '../../../scripts/lib/seed/database.ts';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The password the tests' staff members choose. */
const STAFF_PASSWORD = 'Ledger-Review-42!';

/**
 * Creates a staff account with the real command, `npm run staff -- add EMAIL --role ROLE --name NAME`, against the
 * product's database, and answers the one-time set-password link it prints. The name is the email's local part
 * unless given.
 */
export async function addStaffWithCommand(
  product: RunningProduct,
  email: string,
  role: string,
  name = email.split('@')[0],
): Promise<string> {
  const { stdout } = await run(
    resolve(root, 'node_modules/.bin/tsx'),
    ['scripts/staff.ts', 'add', email, '--role', role, '--name', name],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(product.dataDir, 'app.db')}`,
        // The product keeps its generated key in its own folder (product-server.ts); the command reads it there.
        SECRETS_DIR: product.dataDir,
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
const currentCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/** What each language calls the console's fields, buttons and headings the tests use. */
export const STAFF_TEXTS = {
  en: {
    locale: 'en-US',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    setPassword: 'Set Password',
    qrCode: 'QR code for your authenticator app',
    firstCode: 'The code your app shows now',
    confirmAndLogIn: 'Confirm and Log In',
    applications: 'Applications',
  },
  es: {
    locale: 'es-MX',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirme la contraseña',
    setPassword: 'Establecer contraseña',
    qrCode: 'Código QR para su aplicación de autenticación',
    firstCode: 'El código que muestra ahora su aplicación',
    confirmAndLogIn: 'Confirmar e iniciar sesión',
    applications: 'Solicitudes',
  },
} as const;
export type StaffTexts = (typeof STAFF_TEXTS)[keyof typeof STAFF_TEXTS];

/**
 * Opens the set-password link, chooses the password, enrols the authenticator from the secret the page shows (the
 * QR code carries the same), confirms the first code and lands on the queue. Answers the secret, for later logins.
 * `check` runs on each page on the way (the password form, the enrolment).
 */
export async function setPasswordAndEnrol(
  page: Page,
  link: string,
  texts: StaffTexts = STAFF_TEXTS.en,
  check: (where: string) => Promise<void> = async () => {},
): Promise<string> {
  await page.goto(link);
  await page.getByLabel(texts.newPassword, { exact: false }).fill(STAFF_PASSWORD);
  await check('/staff/set-password');
  await page.getByLabel(texts.confirm, { exact: false }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.setPassword }).click();
  await page.getByRole('img', { name: texts.qrCode }).waitFor();
  await check('/staff/set-password (enrolment)');
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(texts.firstCode, { exact: false }).fill(currentCode(secret));
  await page.getByRole('button', { name: texts.confirmAndLogIn }).click();
  await page.getByRole('heading', { name: texts.applications, level: 1 }).waitFor();
  return secret;
}

/**
 * Moves an application's submission back to `submittedAt` in the product's database, as if it had waited since:
 * the browser files share one product, so a test that wants "the oldest" application makes its own the oldest.
 */
export async function backdateSubmission(
  product: RunningProduct,
  applicationId: string,
  submittedAt: string,
): Promise<void> {
  const database = openDatabase(`sqlite:${join(product.dataDir, 'app.db')}`);
  try {
    const ids = database
      .selectFrom('submissions')
      .select('application_id')
      .where('application_number', '=', applicationId);
    await database
      .updateTable('credit_applications')
      .set({ submitted_at: submittedAt })
      .where('id', 'in', ids)
      .execute();
  } finally {
    await database.destroy();
  }
}

/** Finds the application in the queue by searching its ID, and opens it. */
export async function openFromQueue(page: Page, applicationId: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Search company/ }).fill(applicationId);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('link', { name: applicationId }).click();
  await page.getByRole('heading', { name: `Application ${applicationId}`, level: 1 }).waitFor();
}

/** The next email to `to` whose subject matches `subject`, skipping others (a submission's confirmation). */
export async function nextMailAbout(mail: Inbox, to: string, subject: RegExp): Promise<ReceivedMail> {
  for (;;) {
    const received = await mail.next(to, 30_000);
    if (subject.test(received.subject)) return received;
  }
}

/**
 * The application's decision form: picks the decision and sends it once `fill` has filled its fields; an approval
 * or a decline shows its letter first, which this confirms.
 */
export async function decide(page: Page, decision: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  const form = page.getByRole('region', { name: 'Decision', exact: true });
  await form.getByRole('radio', { name: decision, exact: true }).check();
  await fill(form);
  await form.getByRole('button', { name: 'Send Decision' }).click();
  if (decision === 'Approve' || decision === 'Decline') {
    const letter = page.getByRole('dialog', { name: 'The letter that will be sent' });
    await letter.getByRole('button', { name: `${decision} and Send the Letter` }).click();
  }
}
