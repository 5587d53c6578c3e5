/**
 * `npm run purge`: runs the retention purge now (contract section 12; the server also runs it daily) and prints what
 * it removed. `npm run purge -- --dry-run` prints what is due and changes nothing; `--as-of DATE` (dry run only)
 * shows what will be due on that day.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { productFieldCipher } from '../src/server/crypto/field-cipher.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createPurge } from '../src/server/retention/purge.ts';
import { reportLines } from '../src/server/retention/purge-report.ts';
import { createAuditTrail } from '../src/server/staff/repositories/audit-trail.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'usage: npm run purge [-- --dry-run [--as-of YYYY-MM-DD]]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, 'as-of': { type: 'string' } } });
  const dryRun = values['dry-run'] === true;
  const asOf = values['as-of'] === undefined ? new Date() : new Date(values['as-of']);
  // A purge dated later than today would remove what the law still asks to keep.
  if (Number.isNaN(asOf.getTime()) || (values['as-of'] !== undefined && !dryRun)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // The purge's own services only, not the whole app: the command starts in a fraction of the server's time.
  const db = createDatabase(config.database, pino({ level: config.logLevel }));
  try {
    const cipher = productFieldCipher(config.dataKey);
    await migrateToLatest(db, { fieldCipher: cipher });
    const purge = createPurge({ db, config, cipher, audit: createAuditTrail(db) });
    const { draftRetentionDays, recordRetentionDays } = config.retention;
    const rules = `DRAFT_RETENTION_DAYS=${draftRetentionDays}, RECORD_RETENTION_DAYS=${recordRetentionDays}`;
    const items = dryRun ? await purge.findDue(asOf) : await purge.run(asOf);
    const lines = reportLines(items);
    const heading = dryRun ? `due on ${asOf.toISOString()} (${rules})` : `removed on ${asOf.toISOString()} (${rules})`;
    console.log(`${lines.length} ${heading}${lines.length ? ':' : '.'}`);
    for (const line of lines) console.log(`  ${line}`);
    if (dryRun) console.log('dry run: nothing was changed');
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
