import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import {
  createApplicants,
  finishIdentities,
  newApplicantEmails,
  type SeededApplicant,
} from '../../lib/seed/applicants.ts';
import type { BenchSecrets } from './server-process.ts';

/** A verified account made by the bench, with an access token its server accepts. */
export type BenchUser = SeededApplicant;

/** Any value works: the server compares the `XSRF-TOKEN` cookie with the `X-XSRF-TOKEN` header (double submit). */
const XSRF = 'bench-xsrf';
export const XSRF_HEADERS = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } as const;

/**
 * Writes `count` verified accounts straight into the database (the shared seeder, scripts/lib/seed). With
 * `identityVerified`, each also has the identity step finished, as step 1 stores it, so the wizard opens at
 * business information.
 */
export async function createUsers(
  db: Kysely<Database>,
  secrets: BenchSecrets,
  count: number,
  options: { identityVerified?: boolean } = {},
): Promise<BenchUser[]> {
  const users = await createApplicants(db, secrets.jwtSecret, newApplicantEmails(count, 'bench'));
  if (options.identityVerified)
    await finishIdentities(
      db,
      users.map((user) => user.id),
      secrets.dataKey,
    );
  return users;
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
