import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Far more than the distinct queries the server sends; a bound, so no unusual query shape can grow it for ever. */
const MAX_STATEMENTS = 500;

/**
 * `database` for Kysely, with each SQL text prepared once. Kysely's SQLite driver prepares every query afresh, and
 * parsing and planning a statement cost about as much as running the small ones a request sends. The least recently
 * used statement is dropped past `MAX_STATEMENTS`. Safe because Kysely runs a statement to completion before the
 * next (it never streams here), and SQLite re-prepares a statement by itself when a migration changes the schema.
 */
export function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
