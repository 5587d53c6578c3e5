/**
 * `npm run migrate`: brings the database's schema up to date (the same migrations every server applies as it starts)
 * and exits. For a PostgreSQL deployment whose servers connect as a least-privileged role, an operator runs it with
 * the owner's `DATABASE_URL` before starting the new release (docs/operations.md#the-audit-trail).
 */
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { productFieldCipher } from '../src/server/crypto/field-cipher.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const config = loadConfig();
const db = createDatabase(config.database, pino({ level: 'warn' }));
try {
  // The data key too: a migration that encrypts what was stored in clear (0015) needs it.
  const applied = await migrateToLatest(db, { fieldCipher: productFieldCipher(config.dataKey) });
  console.log(applied.length ? `applied ${applied.join(', ')}` : 'the database was up to date');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
