import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';

/**
 * A database that still answers reads but takes no writes (a read-only file, a full disk, a read-only replica after
 * a failover) fails every save: the health check says so with 503, and 200 again once writes work.
 */
describeOnEachDatabase('the health check of a $name database that takes no writes', (suite) => {
  /** Makes the database read-only (or writable again) for the app's connections. */
  async function readOnly(on: boolean): Promise<void> {
    if (suite.kind.name === 'sqlite') {
      // The app's one SQLite connection: every write now fails as on a read-only file.
      await sql.raw(`pragma query_only = ${on ? 'on' : 'off'}`).execute(suite.app.db);
      return;
    }
    const url = new URL(suite.database.url);
    const name = url.pathname.slice(1);
    // Its own session writes whatever the database's default says, so it can also turn the setting off.
    const admin = new pg.Client({
      connectionString: suite.database.url,
      options: '-c default_transaction_read_only=off',
    });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} set default_transaction_read_only = ${on ? 'on' : 'off'}`);
      // The pool's connections started before the change: end them so that new ones read the setting.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    } finally {
      await admin.end();
    }
  }

  const health = () => suite.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 while writes fail and 200 once they work again', async () => {
    expect((await health()).statusCode).toBe(200);
    await readOnly(true);
    try {
      const refused = await health();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await readOnly(false);
    }
    expect((await health()).statusCode).toBe(200);
  });
});
