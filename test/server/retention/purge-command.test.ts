import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { runScript } from '../../helpers/run-script.ts';
import { createStaff } from '../staff/support.ts';
import { ageDecision, ageDraft, auditRows, DAY_MS, decide, draft, holdings, submitted } from './retention-world.ts';

/**
 * `npm run purge` as an operator runs it, on a database seeded with an old decision, an old draft and a recent
 * draft (timestamps moved back, since the command purges as of today): `--dry-run` prints exactly what is due and
 * changes nothing; without it the same items are removed and the audit trail only grows. On SQLite only: the
 * command is a thin printer of the purge, whose every query runs on both databases in purge.test.ts.
 */
/** Each run starts a Node process with tsx: seconds on a busy machine. */
const COMMAND_TIMEOUT_MS = 120_000;

describeOnSqlite('npm run purge on $name', (suite) => {
  const saved = { ...process.env };
  const purge = (args: string[] = []) => runScript('purge.ts', args);
  let old: Awaited<ReturnType<typeof submitted>>;
  let oldDraft: { id: string; userId: string };
  let recentDraft: { id: string; userId: string };

  beforeAll(async () => {
    await suite.app.ready();
    const manager = (await createStaff(suite.app, 'manager')).tokens.access_token;
    old = await submitted(suite.app, 'Old Co');
    await decide(suite.app, manager, old.number, 'DECLINE');
    await ageDecision(suite.app, old.id, new Date(Date.now() - 400 * DAY_MS));
    oldDraft = await draft(suite.app);
    recentDraft = await draft(suite.app);
    await ageDraft(suite.app, oldDraft.userId, new Date(Date.now() - 200 * DAY_MS));
    Object.assign(process.env, {
      DATABASE_URL: suite.database.url,
      DATA_KEY: suite.app.config.dataKey.toString('base64'),
      JWT_SECRET: suite.app.config.jwtSecret,
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(() => {
    process.env = saved;
  });

  it(
    '--dry-run prints exactly the old draft and the old decision, and changes nothing',
    async () => {
      const before = await auditRows(suite.app);
      const { code, output } = await purge(['--dry-run']);
      expect(code, output).toBe(0);
      const items = output.split('\n').filter((line) => line.startsWith('  '));
      expect(items).toHaveLength(2);
      expect(items[0]).toMatch(
        new RegExp(`^  draft ${oldDraft.id} of user ${oldDraft.userId}, last active .*: the saved answers`),
      );
      expect(items[0]).toContain('identity details (name, address, SSN, birth date)');
      expect(items[0]).toContain('1 uploaded certificate');
      expect(items[1]).toMatch(new RegExp(`^  application ${old.number} \\(${old.id}\\), DECLINED on `));
      expect(items[1]).toContain('1 person (names, addresses, SSNs, birth dates), federalTaxId');
      expect(items[1]).toContain('1 signature, the signed PDF, 1 uploaded certificate');
      expect(output).not.toContain(recentDraft.id);
      expect(output).toContain('dry run: nothing was changed');
      expect(await auditRows(suite.app)).toEqual(before);
      expect((await holdings(suite.app, oldDraft.userId, oldDraft.id)).application).toBeDefined();
      expect((await holdings(suite.app, old.userId, old.id)).signatures).toBe(1);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'runs the purge now: removes what the dry run named, keeps the trail and adds its rows',
    async () => {
      const before = await auditRows(suite.app);
      const { code, output } = await purge();
      expect(code, output).toBe(0);
      expect(output).toMatch(/^2 removed on /);
      expect(await holdings(suite.app, oldDraft.userId, oldDraft.id)).toMatchObject({
        application: undefined,
        identities: 0,
        certificates: 0,
      });
      expect(await holdings(suite.app, old.userId, old.id)).toMatchObject({ signatures: 0, certificates: 0 });
      expect((await holdings(suite.app, recentDraft.userId, recentDraft.id)).application).toBeDefined();
      const after = await auditRows(suite.app);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length).map((row) => row.action)).toEqual(['PURGE', 'PURGE']);
      expect((await purge(['--dry-run'])).output).toMatch(/^0 due on /);
    },
    COMMAND_TIMEOUT_MS,
  );
});
