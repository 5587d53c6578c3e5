import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret } from 'otpauth';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { hashSecret } from '../../../src/server/accounts/secret-hash.ts';
import { createFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import { STAFF_AUDIENCE } from '../../../src/server/staff/auth/staff-tokens.ts';
import type { StaffRole } from '../../../src/shared/staff/roles.ts';
import { createApplicants, signJwt } from '../../../scripts/lib/seed/applicants.ts';
import { openDatabase } from '../../../scripts/lib/seed/database.ts';
import {
  accountInfo,
  businessInfo,
  coOwner,
  owner,
  references,
  SIGNATURE,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { loggedInContext, type RunningProduct } from '../harness.ts';
import { sharedProduct } from '../shared-product.ts';
import { finishIdentity } from './seed.ts';

/*
 * The staff files' data, written the quick way: the applicant's clicks are what test/e2e/journey*.test.ts prove, and
 * a member's enrolment through the command, the set-password link and the authenticator is what
 * staff-console-accessibility.test.ts clicks through, in both languages. Each `npm run staff` spawned a TypeScript
 * process that built the whole app (about 3.5 s of CPU) and each submission loaded the applicant's wizard in
 * Chromium only to call the API from it.
 */

/**
 * The key `product` signs its tokens with. The staff files drive the browser group's shared product, whose address
 * carries it (test/e2e/global-setup.ts); `RunningProduct` does not.
 */
async function signingKey(product: RunningProduct): Promise<string> {
  const shared = await sharedProduct();
  if (shared.url !== product.url) throw new Error('the staff seeders sign for the shared product (useProduct) only');
  return shared.jwtSecret;
}

/** The product's data key (a field cipher), which the product generated into its folder. */
function dataCipher(product: RunningProduct) {
  const { dataKey } = JSON.parse(readFileSync(join(product.dataDir, 'secrets.json'), 'utf8')) as { dataKey: string };
  return createFieldCipher(new Map([[1, Buffer.from(dataKey, 'base64')]]), 1);
}

/** A staff member as a test names one. */
export interface StaffPerson {
  email: string;
  role: StaffRole;
  name: string;
}

/** A seeded member's identity and an access token of an open session of theirs. */
interface SeededStaff extends StaffPerson {
  id: string;
  accessToken: string;
}

/**
 * Writes `person` into the product's database as an enrolled member (a password and an authenticator, as
 * set-password leaves them) with a session opened now, and signs an access token of that session, living an hour.
 */
export async function seedStaffMember(product: RunningProduct, person: StaffPerson): Promise<SeededStaff> {
  const key = await signingKey(product);
  const id = randomUUID();
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  const database = openDatabase(`sqlite:${join(product.dataDir, 'app.db')}`);
  try {
    await database
      .insertInto('staff_members')
      .values({
        id,
        email: person.email.toLowerCase(),
        role: person.role,
        display_name: person.name,
        password_hash: await hashSecret('Ledger-Review-42!'),
        totp_secret_encrypted: dataCipher(product).encrypt(new Secret().base32),
        created_at: now,
      })
      .execute();
    await database
      .insertInto('staff_sessions')
      .values({ id: sessionId, staff_id: id, refresh_token_hash: randomUUID(), created_at: now, last_seen_at: now })
      .execute();
  } finally {
    await database.destroy();
  }
  const issued = Math.floor(Date.now() / 1000);
  const claims = { sub: id, sid: sessionId, aud: STAFF_AUDIENCE, iat: issued, exp: issued + 3600 };
  return { ...person, id, accessToken: signJwt(claims, key) };
}

/**
 * A page of a new browser context in which `person` (seeded as above) is logged in to the console, stored as the
 * console stores a login; the page has not loaded anything yet.
 */
export async function staffPage(
  product: RunningProduct,
  person: StaffPerson,
  options: BrowserContextOptions,
): Promise<Page> {
  const { id, email, role, name, accessToken } = await seedStaffMember(product, person);
  const context = await loggedInContext(
    product.browser,
    { baseURL: product.url, ...options },
    {
      staff_access_token: accessToken,
      staff_member: JSON.stringify({ id, email: email.toLowerCase(), name, role }),
      staff_refresh_token: 'none',
    },
  );
  return context.newPage();
}

/**
 * A call of the product's API from the test's process, as a client with the bearer `token` sends it (the XSRF
 * check is a double submit: the cookie and the header agree). Throws unless it answers 200.
 */
export async function apiCall(
  product: RunningProduct,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const xsrf = randomUUID();
  const response = await fetch(`${product.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The access tokens of the applicants `submitApplication` made, by email: for `applicantPage`. */
const applicantTokens = new Map<string, string>();

/**
 * An applicant's submitted application, the quick way: the account and its identity in the database, then the
 * steps saved and the signed application submitted through the API, as the wizard's buttons would (the browser's
 * own submission is what test/e2e/journey*.test.ts prove); answers its Application ID. The applicant can log in
 * later with `Gr33n-Tractor!`. The business is the fixtures' unless `business` is given.
 */
export async function submitApplication(
  product: RunningProduct,
  email: string,
  business: typeof businessInfo = businessInfo,
): Promise<string> {
  const key = await signingKey(product);
  const database = openDatabase(`sqlite:${join(product.dataDir, 'app.db')}`);
  const [{ accessToken }] = await createApplicants(database, key, [email]).finally(() => database.destroy());
  applicantTokens.set(email, accessToken);
  await finishIdentity(product, email, 'Gr33n-Tractor!');
  const call = (method: 'GET' | 'PUT', path: string, body?: unknown) =>
    apiCall(product, accessToken, method, path, body);
  await call('PUT', '/business-info', business);
  await call('PUT', '/applicants', [owner, coOwner]);
  await call('PUT', '/account-info', accountInfo);
  await call('PUT', '/references', references);
  const saved = (await call('GET', '/credit-app')) as { applicants: Array<{ id: string }> };
  const submitted = (await call('PUT', '/terms', {
    terms: true,
    generalTerms: true,
    electronicSignatureConsent: true,
    personalGuarantee: true,
    applicants: saved.applicants.map((applicant) => ({ applicantId: applicant.id, signature: SIGNATURE })),
  })) as { applicationId: string };
  return submitted.applicationId;
}

/**
 * The applicant of `submitApplication` logged in (the session stored as the client stores a login; the login page is
 * the applicant files'), on the page `/` shows.
 */
export async function applicantPage(product: RunningProduct, email: string): Promise<Page> {
  const token = applicantTokens.get(email);
  if (!token) throw new Error(`${email} was not made by submitApplication in this file`);
  const context = await loggedInContext(
    product.browser,
    { baseURL: product.url, locale: 'en-US' },
    { user: JSON.stringify({ email }), access_token: token, refresh_token: 'none' },
  );
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('application-status').waitFor();
  return page;
}
