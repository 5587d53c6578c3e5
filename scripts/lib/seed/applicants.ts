import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../../src/server/accounts/access-tokens.ts';
import { createFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import type { Database } from '../../../src/server/db/schema.ts';

/** A verified applicant account written by a test or the bench, with an access token its server accepts. */
export interface SeededApplicant {
  id: string;
  email: string;
  accessToken: string;
}

/** Signs `claims` as the server signs its tokens (HS256). */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * An access token as login issues it (audience, issuer and the new account's session version 0, which the server
 * requires), living an hour: a bench run outlives the 15 minutes of a real one.
 */
function signAccessToken(user: { id: string; email: string }, jwtSecret: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: user.id,
      email: user.email,
      aud: ACCESS_TOKEN_AUDIENCE,
      iss: ACCESS_TOKEN_ISSUER,
      ver: 0,
      iat: now,
      exp: now + 3600,
    },
    jwtSecret,
  );
}

/** A `users` row of a verified account created and verified at `at`, with no password or answer that works. */
export function verifiedUserRow(id: string, email: string, at: string) {
  return {
    id,
    email,
    password_hash: 'none',
    recovery_question_key: 'dream_car',
    recovery_answer_hash: 'none',
    email_verified_at: at,
    created_at: at,
  };
}

/**
 * Writes a verified account for each of `emails` straight into the database (registering through the API would
 * spend a memory-hard password hash on each, and a verification email), with no password that logs in, and signs
 * an access token for each with the server's `jwtSecret`.
 */
export async function createApplicants(
  db: Kysely<Database>,
  jwtSecret: string,
  emails: readonly string[],
): Promise<SeededApplicant[]> {
  const now = new Date().toISOString();
  const users = emails.map((email) => ({ id: randomUUID(), email: email.toLowerCase() }));
  if (users.length === 0) return [];
  await db
    .insertInto('users')
    .values(users.map((user) => verifiedUserRow(user.id, user.email, now)))
    .execute();
  return users.map((user) => ({ ...user, accessToken: signAccessToken(user, jwtSecret) }));
}

/** `count` new applicants with addresses of their own (`<prefix>-<id>@example.com`). */
export function newApplicantEmails(count: number, prefix: string): string[] {
  return Array.from({ length: count }, () => `${prefix}-${randomUUID()}@example.com`);
}

/**
 * Finishes identity verification (step 1) for each of `userIds` as that step stores it: one verified applicant,
 * Ann Owner, her SSN and birth date encrypted with the server's data key. The wizard then opens at business
 * information.
 */
export async function finishIdentities(
  db: Kysely<Database>,
  userIds: readonly string[],
  dataKey: Buffer,
): Promise<void> {
  if (userIds.length === 0) return;
  const cipher = createFieldCipher(new Map([[1, dataKey]]), 1);
  const now = new Date().toISOString();
  await db
    .insertInto('kbv_applicants')
    .values(
      userIds.map((userId) => ({
        id: randomUUID(),
        user_id: userId,
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
