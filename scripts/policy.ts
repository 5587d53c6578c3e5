/**
 * `npm run policy -- test [FILE]`: runs a draft credit policy (the product's schemas/policy/credit-policy.json when no
 * FILE is named) over every application approved or declined on the database the server uses (the same
 * `DATABASE_URL` and environment), and prints how many decisions it would change and which way, and the limits it
 * would give beside those granted. The draft is checked as the lint checks the policy first. Reads only: safe beside
 * running servers. Exit code 0: printed; 1: the draft cannot be used (or the database could not be read); 2: usage.
 */
import { resolve } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/database.ts';
import { backTest } from '../src/server/policy/back-test.ts';
import { backTestReport } from '../src/server/policy/back-test-table.ts';
import { PolicyFileError, PRODUCT_POLICY_FILE, readPolicyFile } from '../src/server/policy/policy-source.ts';
import { runCommand } from './lib/run-command.ts';

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (command !== 'test' || rest.length > 0) {
    console.error('usage: npm run policy -- test [FILE]');
    return 2;
  }
  const path = resolve(file ?? PRODUCT_POLICY_FILE);
  let draft;
  try {
    draft = readPolicyFile(path);
  } catch (error) {
    if (!(error instanceof PolicyFileError)) throw error;
    console.error(`${path} cannot be used as a credit policy:`);
    for (const problem of error.problems)
      console.error(`  at ${problem.where || '(whole file)'}: ${problem.message}. ${problem.fix}`);
    return 1;
  }
  const db = createDatabase(loadConfig().database, pino({ level: 'warn' }));
  try {
    process.stdout.write(backTestReport(await backTest(db, draft), file ?? 'the policy in force', draft.id));
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
