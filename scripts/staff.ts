/**
 * `npm run staff -- add EMAIL --role ROLE`: creates a staff account of the credit department's console (the first
 * admin, typically) and prints the one-time set-password link, which is also emailed. With `--link` instead of
 * `--role` it sends an existing member a new link (a forgotten password or a lost authenticator).
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { normalizeEmail } from '../src/server/accounts/repositories/users.ts';
import { isStaffRole, STAFF_ROLES } from '../src/shared/staff/roles.ts';

/** The OS user running the command; a user with no passwd entry (some containers) by its uid. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? `uid ${process.getuid?.() ?? '?'}`;
  }
}

/** Who the audit trail names for this command's changes: the command line, the OS user and the host. */
const COMMAND_LINE = { staffId: null, actor: `cli:${osUser()}`, ip: hostname() };

const USAGE = `usage: npm run staff -- add EMAIL --role ${STAFF_ROLES.join('|')}
       npm run staff -- link EMAIL`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string' } } });
  const [command, email] = positionals;
  const role = isStaffRole(values.role) ? values.role : undefined;
  if (!email || !['add', 'link'].includes(command) || (command === 'add' && !role)) {
    console.error(USAGE);
    return 2;
  }
  const app = await buildApp(loadConfig());
  try {
    await migrateToLatest(app.db);
    // What the command does is audited as the console's changes are, in the same transaction, by whoever ran it.
    const existing = command === 'link' ? await app.staffAuth.accounts.findByEmail(normalizeEmail(email)) : undefined;
    const done = await app.db.transaction().execute(async (trx) => {
      const member = command === 'add' && role ? await app.staffAuth.create(email, role, trx) : existing;
      if (!member) return undefined;
      const link = await app.staffAuth.issueLink(member, trx);
      const detail = command === 'add' ? { added: member.email, role: member.role } : { linkSentTo: member.email };
      await app.staff.audit.append({ ...COMMAND_LINE, applicationId: null, action: 'STAFF_CHANGE', detail }, trx);
      return { member, link };
    });
    if (!done) {
      console.error(command === 'add' ? `${email} already has a staff account` : `${email} has no staff account`);
      return 1;
    }
    app.outbox.wake();
    console.log(`${done.member.email} (${done.member.role}): set the password within 24 hours at\n${done.link}`);
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
