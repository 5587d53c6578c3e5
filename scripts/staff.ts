/**
 * `npm run staff -- add EMAIL --role ROLE`: creates a staff account of the credit department's console (the first
 * admin, typically) and prints the one-time set-password link, which is also emailed. With `--link` instead of
 * `--role` it sends an existing member a new link (a forgotten password or a lost authenticator).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { normalizeEmail } from '../src/server/accounts/repositories/users.ts';
import { isStaffRole, STAFF_ROLES } from '../src/shared/staff/roles.ts';

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
    await migrateToLatest(app.db, app);
    const member =
      command === 'add' && role
        ? await app.staffAuth.create(email, role)
        : await app.staffAuth.accounts.findByEmail(normalizeEmail(email));
    if (!member) {
      console.error(command === 'add' ? `${email} already has a staff account` : `${email} has no staff account`);
      return 1;
    }
    const link = await app.staffAuth.issueLink(member);
    console.log(`${member.email} (${member.role}): set the password within 24 hours at\n${link}`);
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
