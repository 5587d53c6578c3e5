import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { productFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { openDatabase } from '../seed/database.ts';

/*
 * Every test database starts as a copy of one migrated once, instead of running every migration itself: per
 * database that saved (measured 2026-11-27) 0.04 to 0.09 CPU-seconds on SQLite and 0.12 to 0.25 on PostgreSQL (its
 * server's share included), and a run of the suite makes some 70 and 45 of them. test/server/database.test.ts still
 * migrates an empty database of each kind, so the migrations themselves stay tested from scratch.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const MIGRATIONS_DIR = join(ROOT, 'src/server/db/migrations');

/**
 * A digest of what decides the schema of a migrated database: the migration files, the list that orders them and
 * the Kysely that applies them. It names the templates, so a changed migration makes a new template instead of
 * copying a stale one, and worktrees with different migrations sharing a test server each get their own.
 */
function migrationsDigest(): string {
  const files = [
    ...readdirSync(MIGRATIONS_DIR)
      .sort()
      .map((file) => join(MIGRATIONS_DIR, file)),
    join(ROOT, 'src/server/db/migrate.ts'),
    join(ROOT, 'node_modules/kysely/package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Applies every migration to an empty database, then closes it; any key does: an empty one has nothing to encrypt. */
async function migrateAndThen(db: Kysely<Database>, then: () => Promise<unknown> = async () => {}): Promise<void> {
  try {
    await migrateToLatest(db, { fieldCipher: productFieldCipher(Buffer.alloc(32)) });
    await then();
  } finally {
    await db.destroy();
  }
}

let sqliteFile: Promise<string> | undefined;

/**
 * The path of a migrated SQLite file to copy, made by the first test process that needs it and kept in the
 * temporary folder for later runs. Processes that start at once may each build one: each writes its own folder
 * and renames its file into place whole, so a reader never sees half a file.
 */
export function sqliteTemplate(): Promise<string> {
  sqliteFile ??= (async () => {
    const file = join(tmpdir(), `credit-test-template-${migrationsDigest()}.db`);
    if (existsSync(file)) return file;
    const dir = mkdtempSync(join(tmpdir(), 'credit-test-template-build-'));
    try {
      const built = join(dir, 'template.db');
      const db = openDatabase(`sqlite:${join(dir, 'migrating.db')}`);
      // VACUUM INTO writes one self-contained file, with nothing left in a write-ahead log beside it.
      await migrateAndThen(db, () => sql`vacuum into ${built}`.execute(db));
      renameSync(built, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return file;
  })();
  return sqliteFile;
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server of `adminUrl` to copy with `CREATE DATABASE … TEMPLATE`, made by
 * the first test process that needs it and kept on the server for later runs. `admin` runs work on a connection
 * of the server's administrator.
 */
export function postgresTemplate(
  adminUrl: string,
  admin: <T>(work: (client: pg.Client) => Promise<T>) => Promise<T>,
): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = admin((client) => makePostgresTemplate(client, adminUrl));
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

async function makePostgresTemplate(client: pg.Client, adminUrl: string): Promise<string> {
  const digest = migrationsDigest();
  const name = `test_template_${digest}`;
  const exists = async () =>
    (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  // A template gets its name only once whole (below), so a name that exists is a template ready to copy.
  if (await exists()) return name;
  // Test processes start at once: one builds the template, the others wait here and then find it. The lock is the
  // session's, so a process killed while building frees it.
  const lock = Number.parseInt(digest.slice(0, 12), 16);
  await client.query('select pg_advisory_lock($1)', [lock]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    // What a build cut short left behind.
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    await migrateAndThen(openDatabase(url.toString()));
    // PostgreSQL copies a database only while no one is connected to it: no one may connect to the template.
    await client.query(`alter database ${building} with allow_connections false is_template true`);
    await client.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lock]);
  }
}
