import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/statement-cache.ts';

let database: BetterSqlite3.Database;
afterEach(() => database?.close());

describe('withStatementCache', () => {
  it('prepares each SQL text once and runs it with new parameters each time', () => {
    database = new BetterSqlite3(':memory:');
    database.exec('create table notes (id integer primary key, text text)');
    const cached = withStatementCache(database);
    const insert = cached.prepare('insert into notes (text) values (?)');
    expect(cached.prepare('insert into notes (text) values (?)')).toBe(insert);
    insert.run(['first']);
    cached.prepare('insert into notes (text) values (?)').run(['second']);
    expect(cached.prepare('select text from notes order by id').all([])).toEqual([
      { text: 'first' },
      { text: 'second' },
    ]);
  });

  it('keeps a bounded number of statements, dropping the least recently used', () => {
    database = new BetterSqlite3(':memory:');
    const cached = withStatementCache(database);
    const first = cached.prepare('select 0');
    for (let index = 1; index <= 500; index++) {
      cached.prepare(`select ${index}`);
      // Used again and again, the first statement stays.
      expect(cached.prepare('select 0')).toBe(first);
    }
    const second = cached.prepare('select 1');
    for (let index = 501; index <= 1000; index++) cached.prepare(`select ${index}`);
    expect(cached.prepare('select 1')).not.toBe(second);
  });

  it('still answers after a migration changes the table a cached statement reads', () => {
    database = new BetterSqlite3(':memory:');
    database.exec("create table notes (id integer primary key, text text); insert into notes (text) values ('kept')");
    const cached = withStatementCache(database);
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, text: 'kept' }]);
    database.exec('alter table notes add column author text');
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, text: 'kept', author: null }]);
  });
});
