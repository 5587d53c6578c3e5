import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../../src/server/accounts/access-tokens.ts';
import { createFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import type { BenchSecrets } from './server-process.ts';

/** A verified account made by the bench, with an access token its server accepts. */
export interface BenchUser {
  id: string;
  email: string;
  accessToken: string;
}

/** Any value works: the server compares the `XSRF-TOKEN` cookie with the `X-XSRF-TOKEN` header (double submit). */
const XSRF = 'bench-xsrf';
export const XSRF_HEADERS = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } as const;

/**
 * An HS256 access token as login issues it (audience, issuer and the new account's session version 0, which the
 * server requires), living an hour: a bench run outlives the 15 minutes of a real one.
 */
function signAccessToken(user: { id: string; email: string }, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: user.id,
    email: user.email,
    aud: ACCESS_TOKEN_AUDIENCE,
    iss: ACCESS_TOKEN_ISSUER,
    ver: 0,
    iat: now,
    exp: now + 3600,
  };
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * Writes `count` verified accounts straight into the database (registering through the API would spend a
 * memory-hard password hash on each). With `identityVerified`, each also has the identity step finished, as step 1
 * stores it, so the wizard opens at business information.
 */
export async function createUsers(
  db: Kysely<Database>,
  secrets: BenchSecrets,
  count: number,
  options: { identityVerified?: boolean } = {},
): Promise<BenchUser[]> {
  const cipher = createFieldCipher(new Map([[1, secrets.dataKey]]), 1);
  const now = new Date().toISOString();
  const users = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `bench-${id}@example.com` };
  });
  await db
    .insertInto('users')
    .values(
      users.map((user) => ({
        ...user,
        password_hash: 'none',
        recovery_question_key: 'dream_car',
        recovery_answer_hash: 'none',
        email_verified_at: now,
        created_at: now,
      })),
    )
    .execute();
  if (options.identityVerified) {
    await db
      .insertInto('kbv_applicants')
      .values(
        users.map((user) => ({
          id: randomUUID(),
          user_id: user.id,
          first_name: 'Ann',
          last_name: 'Owner',
          address_line1: '5 Oak St',
          address_city: 'Springfield',
          address_state: 'MO',
          address_zip: '65803',
          ssn_encrypted: cipher.encrypt('512346789'),
          date_of_birth_encrypted: cipher.encrypt('1970-05-17'),
          kbv_status: 'VERIFIED' as const,
          kbv_status_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return users.map((user) => ({ ...user, accessToken: signAccessToken(user, secrets.jwtSecret) }));
}

/** The request headers of `user` on the API: token, cross-site token and JSON. */
export function apiHeaders(user: BenchUser): Record<string, string> {
  return {
    ...XSRF_HEADERS,
    authorization: `Bearer ${user.accessToken}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

/** `PUT /api/v1<path>` as `user`; throws unless the server stores it. */
export async function putAs(baseUrl: string, user: BenchUser, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'PUT',
    headers: apiHeaders(user),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}
