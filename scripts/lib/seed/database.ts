import type { Kysely } from 'kysely';
import pino from 'pino';
import { databaseOf } from '../../../src/server/config/environment-formats.ts';
import { createDatabase } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/schema.ts';

/** The product's code wants a logger; a seeder's output has no use for it. */
export const silentLogger = pino({ level: 'silent' });

/**
 * The database a running server uses (its `DATABASE_URL`), opened beside it to seed or read it. Close it with
 * `destroy()`.
 */
export function openDatabase(databaseUrl: string): Kysely<Database> {
  const config = databaseOf(databaseUrl);
  if (!config) throw new Error(`not a database URL: ${databaseUrl}`);
  return createDatabase(config, silentLogger);
}
