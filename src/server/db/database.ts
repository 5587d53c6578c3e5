import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

/**
 * A request waits this long for a PostgreSQL connection (a new one, or a free one of the pool) before failing,
 * instead of hanging. Generous: under a burst, requests queue for the pool's connections and new connections do
 * their SCRAM handshake on a busy machine; at 5 s the load test (scripts/bench/load.ts) saw requests fail that
 * would have succeeded. The health check keeps its own, shorter limit (http/health-routes.ts).
 */
const CONNECT_TIMEOUT_MS = 30_000;
/** How long SQLite waits for another writer (a second process, a backup) before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * The database holds every applicant's data: only the server's user may read it. The file is created (or, made by
 * an older release, changed) to mode 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the
 * same mode; a folder created for it is 0700.
 */
function privateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

function openSqlite(path: string): BetterSqlite3.Database {
  if (path !== ':memory:') privateFile(path);
  const database = new BetterSqlite3(path);
  // WAL lets readers work while one request writes; NORMAL sync is durable enough with WAL and much faster.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  // SQLite enforces foreign keys only when asked, per connection.
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return database;
}

/**
 * Opens the database `config` names. Nothing is queried yet: a PostgreSQL server that is down shows up in the
 * health check and the migration at start-up, not here.
 */
export function createDatabase(config: DatabaseConfig, log: FastifyBaseLogger): Kysely<Database> {
  if (config.kind === 'sqlite') {
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(openSqlite(config.path)) }),
    });
  }
  // Required here, not imported: a server on SQLite never loads the PostgreSQL client (some 60 ms of a start).
  const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
  const pool = new Pool({ connectionString: config.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that the server drops emits `error` on the pool; unhandled, it would end the process.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection failed'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Thrown to roll the health check's probe back; never leaves `pingDatabase`. */
class ProbeDone extends Error {}

/**
 * Resolves when the database takes a write; rejects otherwise (down, read-only, out of space, locked). The probe
 * row is written in a transaction that is rolled back, so nothing stays and servers checking at once never wait
 * for each other.
 */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('health_probe').values({ id: randomUUID() }).execute();
      throw new ProbeDone();
    });
  } catch (error) {
    if (!(error instanceof ProbeDone)) throw error;
  }
}
