/**
 * `npm run purge`: runs the retention purge now (contract section 12; the server also runs it daily) and prints what
 * it removed. `npm run purge -- --dry-run` prints what is due and changes nothing; `--as-of DATE` (dry run only)
 * shows what will be due on that day.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { reportLines } from '../src/server/retention/purge-report.ts';

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
  const app = await buildApp(config);
  try {
    await migrateToLatest(app.db);
    const { draftRetentionDays, recordRetentionDays } = config.retention;
    const rules = `DRAFT_RETENTION_DAYS=${draftRetentionDays}, RECORD_RETENTION_DAYS=${recordRetentionDays}`;
    const items = dryRun ? await app.retention.purge.findDue(asOf) : await app.retention.purge.run(asOf);
    const lines = reportLines(items);
    const heading = dryRun ? `due on ${asOf.toISOString()} (${rules})` : `removed on ${asOf.toISOString()} (${rules})`;
    console.log(`${lines.length} ${heading}${lines.length ? ':' : '.'}`);
    for (const line of lines) console.log(`  ${line}`);
    if (dryRun) console.log('dry run: nothing was changed');
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
