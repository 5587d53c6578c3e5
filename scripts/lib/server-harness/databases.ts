import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresTemplate, sqliteTemplate } from './migrated-template.ts';

/** A database made for one test file, and how to get rid of it. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  /**
   * A fresh database with every migration applied: a copy of a template migrated once per content of the
   * migrations (migrated-template.ts), which costs less than migrating each database.
   */
  create(): Promise<TestDatabase>;
  /** A fresh, empty database: for the tests of the migrations themselves. */
  createEmpty(): Promise<TestDatabase>;
}

function sqliteFile(template?: string): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'server-test-'));
  const file = join(dir, 'app.db');
  if (template) copyFileSync(template, file);
  return { url: `sqlite:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const sqlite: TestDatabaseKind = {
  name: 'sqlite',
  create: async () => sqliteFile(await sqliteTemplate()),
  createEmpty: async () => sqliteFile(),
};

/**
 * A fresh database on the server of `TEST_DATABASE_URL` for each test file, so parallel files and repeated runs
 * never see each other's rows or migrations. Needs a role that may create databases (the throwaway cluster's
 * `postgres` has every right).
 */
function postgres(adminUrl: string): TestDatabaseKind {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const create = async (template?: string): Promise<TestDatabase> => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  };
  return {
    name: 'postgres',
    create: async () => create(await postgresTemplate(adminUrl, admin)),
    createEmpty: () => create(),
  };
}

/** SQLite always; PostgreSQL too when `TEST_DATABASE_URL` names a server (`scripts/pg-throwaway.sh` makes one). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? [sqlite, postgres(adminUrl)] : [sqlite];
}
