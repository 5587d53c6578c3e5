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
import { runAsMain, type Command } from './lib/run-command.ts';

/** The command line's work; tests call it in their own process (run-command.ts). */
export const policyCommand: Command = async (args, env, out) => {
  const [command, file, ...rest] = args;
  if (command !== 'test' || rest.length > 0) {
    out.error('usage: npm run policy -- test [FILE]');
    return 2;
  }
  const path = resolve(file ?? PRODUCT_POLICY_FILE);
  let draft;
  try {
    draft = readPolicyFile(path);
  } catch (error) {
    if (!(error instanceof PolicyFileError)) throw error;
    out.error(`${path} cannot be used as a credit policy:`);
    for (const problem of error.problems)
      out.error(`  at ${problem.where || '(whole file)'}: ${problem.message}. ${problem.fix}`);
    return 1;
  }
  const db = createDatabase(loadConfig(env).database, pino({ level: 'warn' }));
  try {
    // The report ends its last line; `log` ends one itself.
    out.log(backTestReport(await backTest(db, draft), file ?? 'the policy in force', draft.id).replace(/\n$/, ''));
    return 0;
  } finally {
    await db.destroy();
  }
};

runAsMain(import.meta.url, policyCommand);
