/**
 * `npm run staff -- add EMAIL --role ROLE --name "Dana Ruiz"`: creates a staff account of the credit department's
 * console (the first admin, typically) and prints the one-time set-password link, which is also emailed. The name is
 * what the console shows for the member. `link EMAIL` sends an existing member a new link (a forgotten password or a
 * lost authenticator); `name EMAIL --name "…"` names (or renames) a member, such as one added before names.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { normalizeEmail } from '../src/server/accounts/repositories/users.ts';
import { createStaffAccountRepository } from '../src/server/staff/repositories/staff-accounts.ts';
import { isStaffRole, STAFF_ROLES } from '../src/shared/staff/roles.ts';
import { COMMAND_LINE } from './lib/command-line-actor.ts';
import { runAsMain, type Command } from './lib/run-command.ts';

const USAGE = `usage: npm run staff -- add EMAIL --role ${STAFF_ROLES.join('|')} --name "FIRST LAST"
       npm run staff -- link EMAIL
       npm run staff -- name EMAIL --name "FIRST LAST"`;

/** The longest name the console's add-member form takes (src/shared/staff/request-schemas.ts). */
const MAX_NAME = 100;

/** The command line's work; tests call it in their own process (run-command.ts). */
export const staffCommand: Command = async (args, env, out) => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, email] = positionals;
  const role = isStaffRole(values.role) ? values.role : undefined;
  const name = values.name?.trim() && values.name.trim().length <= MAX_NAME ? values.name.trim() : undefined;
  const complete =
    command === 'add' ? Boolean(role && name) : command === 'link' || (command === 'name' && Boolean(name));
  if (!email || !complete) {
    out.error(USAGE);
    return 2;
  }
  const app = await buildApp(loadConfig(env));
  try {
    await migrateToLatest(app.db, app);
    // What the command does is audited as the console's changes are, in the same transaction, by whoever ran it.
    const existing = command === 'add' ? undefined : await app.staffAuth.accounts.findByEmail(normalizeEmail(email));
    const done = await app.db.transaction().execute(async (trx) => {
      const member = command === 'add' && role && name ? await app.staffAuth.create(email, role, name, trx) : existing;
      if (!member) return undefined;
      const audit = (detail: Record<string, unknown>) =>
        app.staff.audit.append({ ...COMMAND_LINE, applicationId: null, action: 'STAFF_CHANGE', detail }, trx);
      if (command === 'name' && name) {
        await createStaffAccountRepository(trx).update(member.id, { name });
        await audit({ member: member.email, name });
        return { member, said: `${member.email} is now shown as ${name}` };
      }
      const link = await app.staffAuth.issueLink(member, trx);
      await audit(command === 'add' ? { added: member.email, role: member.role, name } : { linkSentTo: member.email });
      return { member, said: `${member.email} (${member.role}): set the password within 24 hours at\n${link}` };
    });
    if (!done) {
      out.error(command === 'add' ? `${email} already has a staff account` : `${email} has no staff account`);
      return 1;
    }
    app.outbox.wake();
    out.log(done.said);
    return 0;
  } finally {
    await app.close();
  }
};

runAsMain(import.meta.url, staffCommand);
