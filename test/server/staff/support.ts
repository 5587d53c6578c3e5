import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../../src/server/accounts/opaque-tokens.ts';
import type { StaffRole } from '../../../src/shared/staff/roles.ts';
import { cheapSecretHash } from '../../../scripts/lib/cheap-secret-hash.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';

let counter = 0;

/** The current code of a TOTP secret, as an authenticator app shows it. */
export const currentCode = (totpSecret: string) => TOTP.generate({ secret: Secret.fromBase32(totpSecret) });

/**
 * The code the app shows in the next 30-second step, which the server already takes (one step of clock drift):
 * a second login of a member whose current code was spent by `createStaff`.
 */
export const nextCode = (totpSecret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(totpSecret), timestamp: Date.now() + 30_000 });

/** A staff member created as the command does, who set a password, enrolled TOTP and logged in. */
export interface TestStaff {
  id: string;
  email: string;
  /** The display name it was added with. */
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
  tokens: { access_token: string; refresh_token: string };
}

/** The token of a set-password link. */
export const linkToken = (link: string) => new URL(link).searchParams.get('ac')!;

/**
 * A client address of its own for each member a test makes: staff sign-in is rate limited per address, and a test
 * file makes more members a minute than one office would.
 */
export const staffAddress = (n: number) => `10.24.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/** The password of every member `createStaff` makes. */
const STAFF_PASSWORD = 'Staff-pass1!';

/**
 * Stored directly, at a lower cost than the set-password route's hash (cheap-secret-hash.ts): two full hashes per
 * member made cost the suite some 20 CPU-seconds.
 */
let cheapPasswordHash: Promise<string> | undefined;

/**
 * Creates a member with `role` as the command does (its set-password link emailed), spends the link with a password
 * and an authenticator as the set-password route would (but with the cheap hash above), and logs in through the API
 * (from its own address).
 */
export async function createStaff(app: FastifyInstance, role: StaffRole): Promise<TestStaff> {
  counter += 1;
  const remoteAddress = staffAddress(counter);
  const email = `${role}${counter}-${Date.now()}@supplier.test`;
  const name = `Test ${role} ${counter}`;
  const member = (await app.staffAuth.create(email, role, name))!;
  const link = await app.staffAuth.issueLink(member);
  const password = STAFF_PASSWORD;
  if (!(await app.staffAuth.accounts.spendLink(hashToken(linkToken(link))!)))
    throw new Error(`the set-password link of ${email} could not be spent`);
  const totpSecret = new Secret({ size: 20 }).base32;
  cheapPasswordHash ??= cheapSecretHash(STAFF_PASSWORD);
  await app.staffAuth.accounts.setCredentials(member.id, await cheapPasswordHash, app.fieldCipher.encrypt(totpSecret));
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/auth/login',
    remoteAddress,
    headers: xsrfHeaders(),
    payload: { email, password, otp: currentCode(totpSecret) },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return { id: member.id, email, name, role, password, totpSecret, tokens: login.json() };
}

/** Calls the staff API with a bearer token. */
export function asStaff(app: FastifyInstance, token: string) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1/staff${url}`,
      headers: { authorization: `Bearer ${token}`, ...xsrfHeaders() },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    put: (url: string, body: unknown) => call('PUT', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
  };
}
