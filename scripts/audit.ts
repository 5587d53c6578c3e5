/**
 * `npm run audit -- verify`: checks the staff audit trail's hash chain on the database the server uses (the same
 * `DATABASE_URL` and environment) and names the first broken row. Exit code 0: the chain holds; 1: it is broken
 * (or the database could not be read); 2: wrong usage. Reads only: safe to run beside running servers.
 */
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { verifyAuditChain } from '../src/server/staff/audit/verify-chain.ts';
import { runAsMain, type Command } from './lib/run-command.ts';

/** The command line's work; tests call it in their own process (run-command.ts). */
export const auditCommand: Command = async (args, env, out) => {
  const [command, ...rest] = args;
  if (command !== 'verify' || rest.length > 0) {
    out.error('usage: npm run audit -- verify');
    return 2;
  }
  const db = createDatabase(loadConfig(env).database, pino({ level: 'warn' }));
  try {
    const { rows, lastHash, broken } = await verifyAuditChain(db);
    if (!broken) {
      out.log(`audit trail intact: ${rows} rows, each chained to the one before; last hash ${lastHash}`);
      return 0;
    }
    const where = [broken.id && `id ${broken.id}`, broken.at && `written ${broken.at}`].filter(Boolean).join(', ');
    out.error(`audit trail broken at row ${broken.seq}${where ? ` (${where})` : ''}: ${broken.reason}`);
    out.error(`${rows} rows before it are intact`);
    return 1;
  } finally {
    await db.destroy();
  }
};

runAsMain(import.meta.url, auditCommand);
