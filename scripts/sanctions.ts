/**
 * `npm run sanctions -- load [DIR] [--date YYYY-MM-DD]`: loads the U.S. Treasury's SDN list from its CSV files
 * (`sdn.csv`, `alt.csv`, `add.csv`) in DIR, or without DIR downloads them from `SANCTIONS_LIST_URL` (OFAC's own
 * address unless set), keeps the list's date and each file's SHA-256, re-screens every submitted application still
 * waiting for a decision, and prints how many. The run is a `SANCTIONS_LIST_LOADED` row of the audit trail, by
 * `cli:<OS user>`. Exit code 0: loaded; 1: failed (nothing changed); 2: wrong usage.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { productFieldCipher } from '../src/server/crypto/field-cipher.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { fetchList, readListFolder } from '../src/server/screening/list-source.ts';
import { readPolicyFile } from '../src/server/policy/policy-source.ts';
import { createScreening } from '../src/server/screening/screening-service.ts';
import { screeningThreshold } from '../src/server/screening/screening-threshold.ts';
import { createAuditTrail } from '../src/server/staff/repositories/audit-trail.ts';
import { COMMAND_LINE } from './lib/command-line-actor.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'usage: npm run sanctions -- load [DIR] [--date YYYY-MM-DD]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { date: { type: 'string' } } });
  const [command, folder, ...rest] = positionals;
  const date = values.date;
  if (command !== 'load' || rest.length > 0 || (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const source = folder === undefined ? await fetchList(config.sanctionsListUrl) : await readListFolder(folder);
  // The screening's own services only, not the whole app: the command starts in a fraction of the server's time.
  const db = createDatabase(config.database, pino({ level: config.logLevel }));
  try {
    await migrateToLatest(db, { fieldCipher: productFieldCipher(config.dataKey) });
    const screening = createScreening({
      db,
      audit: createAuditTrail(db),
      threshold: () => screeningThreshold(readPolicyFile().policy),
    });
    const loaded = await screening.load(
      source.files,
      { listDate: date ?? source.listDate, source: source.source },
      COMMAND_LINE,
    );
    console.log(`loaded the SDN list of ${loaded.listDate} from ${source.source}: ${loaded.entries} entries`);
    console.log(`  sdn.csv sha256 ${loaded.hashes.sdn}`);
    console.log(`  alt.csv sha256 ${loaded.hashes.alt}`);
    console.log(`  add.csv sha256 ${loaded.hashes.add}`);
    console.log(`re-screened ${loaded.rescreened} undecided applications against it`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
