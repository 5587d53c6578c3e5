import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import { STAFF_AUDIENCE } from '../../../src/server/staff/auth/staff-tokens.ts';
import { signJwt } from './applicants.ts';

/**
 * A manager with an open session, written straight into the database, and a staff access token for it living
 * an hour (a bench run outlives the 15 minutes of a real one).
 */
export async function createManagerSession(db: Kysely<Database>, jwtSecret: string): Promise<string> {
  const staffId = randomUUID();
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('staff_members')
    .values({ id: staffId, email: `manager-${staffId}@supplier.test`, role: 'manager', created_at: now })
    .execute();
  await db
    .insertInto('staff_sessions')
    .values({ id: sessionId, staff_id: staffId, refresh_token_hash: randomUUID(), created_at: now, last_seen_at: now })
    .execute();
  const issued = Math.floor(Date.now() / 1000);
  return signJwt({ sub: staffId, sid: sessionId, aud: STAFF_AUDIENCE, iat: issued, exp: issued + 3600 }, jwtSecret);
}
