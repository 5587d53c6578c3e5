import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A database made for one test file, and how to get rid of it. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'server-test-'));
    return { url: `sqlite:${join(dir, 'app.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
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
  return {
    name: 'postgres',
    async create() {
      const name = `test_${randomBytes(6).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () =>
          admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
      };
    },
  };
}

/** SQLite always; PostgreSQL too when `TEST_DATABASE_URL` names a server (`scripts/pg-throwaway.sh` makes one). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? [sqlite, postgres(adminUrl)] : [sqlite];
}
