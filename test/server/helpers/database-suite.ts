import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  testDatabaseKinds,
  type TestDatabase,
  type TestDatabaseKind,
} from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp, type TestAppOptions } from '../../../scripts/lib/server-harness/test-app.ts';

/** What the tests of one database's suite use; `database` and `app` exist once the suite's set-up ran. */
export interface DatabaseSuite {
  readonly kind: TestDatabaseKind;
  readonly database: TestDatabase;
  /** The real app on the suite's migrated database; routes may still be added before its `ready()`. */
  readonly app: FastifyInstance;
  /** Sets the app's options (or set-up that makes them) for this suite; call it in the suite's body. */
  appOptions(options: SuiteOptions): void;
}

/** The app's options, or set-up that makes them (a mail catcher, a folder) before the app is built. */
type SuiteOptions = TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);

/**
 * `describe` once per test database (SQLite, and PostgreSQL when `TEST_DATABASE_URL` names a server), each with a
 * fresh database and the app built on it before its tests, and the app closed and the database dropped after them.
 * `title` names the database with `$name`. The suite's own `beforeAll` hooks run after the app was built; what it
 * needs before (a mail catcher, a folder for uploads) goes into `suite.appOptions`. For a suite that reads or writes
 * rows: each database has its own SQL, types, locks and concurrency, and they differ where it matters.
 */
export function describeOnEachDatabase(title: string, body: (suite: DatabaseSuite) => void): void {
  describeOn(testDatabaseKinds(), title, body);
}

/**
 * `describeOnEachDatabase` on SQLite only, for a suite whose assertions cannot depend on the database: what it tests
 * happens before any query or beside it (HTTP headers and pages, the XSRF check, log lines, request validation,
 * documents built from files). Running it on PostgreSQL too would test the same code twice; the queries it happens
 * to make (the health check's, a user created) are tested on each database by the suites about them.
 */
export function describeOnSqlite(title: string, body: (suite: DatabaseSuite) => void): void {
  describeOn(
    testDatabaseKinds().filter((kind) => kind.name === 'sqlite'),
    title,
    body,
  );
}

function describeOn(kinds: TestDatabaseKind[], title: string, body: (suite: DatabaseSuite) => void): void {
  describe.each(kinds)(title, (kind) => {
    let database: TestDatabase | undefined;
    let app: FastifyInstance | undefined;
    let options: SuiteOptions = {};
    beforeAll(async () => {
      database = await kind.create();
      app = await createTestApp(database.url, typeof options === 'function' ? await options() : options);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });
    const built = <T>(value: T | undefined): T => {
      if (value === undefined) throw new Error('the database and app are made in beforeAll: use them in a test');
      return value;
    };
    body({
      kind,
      get database() {
        return built(database);
      },
      get app() {
        return built(app);
      },
      appOptions(given) {
        options = given;
      },
    });
  });
}
