import { Migrator, type Kysely, type Migration } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as identity from './migrations/0003-identity.ts';
import * as creditApp from './migrations/0004-credit-app.ts';
import * as submissions from './migrations/0005-submissions.ts';
import * as rateLimits from './migrations/0006-rate-limits.ts';
import * as attemptCounters from './migrations/0007-attempt-counters.ts';
import * as outbox from './migrations/0008-outbox.ts';
import * as storedFiles from './migrations/0009-stored-files.ts';
import * as staff from './migrations/0010-staff.ts';
import * as totpSteps from './migrations/0011-totp-steps.ts';
import * as staffSessions from './migrations/0012-staff-sessions.ts';
import * as auditChain from './migrations/0013-audit-chain.ts';
import * as retention from './migrations/0014-retention.ts';
import * as staffOidc from './migrations/0016-staff-oidc.ts';
import * as queueDay from './migrations/0018-queue-day.ts';
import * as submissionVersions from './migrations/0019-submission-versions.ts';
import * as creditPolicy from './migrations/0022-credit-policy.ts';
import * as screening from './migrations/0023-screening.ts';
import * as queueAtScale from './migrations/0024-queue-at-scale.ts';
import * as references from './migrations/0021-references.ts';
import * as signingRequests from './migrations/0020-signing-requests.ts';
import { taxIdAtRest } from './migrations/0015-tax-id-at-rest.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Database } from './schema.ts';

/**
 * Every migration, in order. Migrations live in code (not read from a folder at run time) so they ship inside
 * whatever bundles the server; a new one is a file in `migrations/` and a line here. Never edit an applied one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-identity': identity,
  '0004-credit-app': creditApp,
  '0005-submissions': submissions,
  '0006-rate-limits': rateLimits,
  '0007-attempt-counters': attemptCounters,
  '0008-outbox': outbox,
  '0009-stored-files': storedFiles,
  '0010-staff': staff,
  '0011-totp-steps': totpSteps,
  '0012-staff-sessions': staffSessions,
  '0013-audit-chain': auditChain,
  '0014-retention': retention,
  '0016-staff-oidc': staffOidc,
  '0018-queue-day': queueDay,
  '0019-submission-versions': submissionVersions,
  '0022-credit-policy': creditPolicy,
  '0023-screening': screening,
  '0024-queue-at-scale': queueAtScale,
  '0021-references': references,
  '0020-signing-requests': signingRequests,
};

/** What the migrations that rewrite data need of the app: the field cipher, to encrypt what was stored in clear. */
export interface MigrationContext {
  fieldCipher: FieldCipher;
}

/** The migrations that need the app's context; Kysely applies every migration in the order of its name. */
const contextMigrations = ({ fieldCipher }: MigrationContext): Record<string, Migration> => ({
  '0015-tax-id-at-rest': taxIdAtRest(fieldCipher),
});

/**
 * Brings the schema up to date and returns the names of the migrations it applied (none when already current).
 * Safe to run on every start and from several servers at once: Kysely's migrator takes a lock (an advisory lock
 * on PostgreSQL) and records what it applied in `kysely_migration`.
 */
export async function migrateToLatest(db: Kysely<Database>, context: MigrationContext): Promise<string[]> {
  const migrations = { ...MIGRATIONS, ...contextMigrations(context) };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
