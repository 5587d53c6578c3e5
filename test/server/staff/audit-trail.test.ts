import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { Migrator, sql } from 'kysely';
import { pino } from 'pino';
import { testConfig } from '../../../scripts/lib/server-harness/test-app.ts';
import { productFieldCipher } from '../../../src/server/crypto/field-cipher.ts';
import { createDatabase } from '../../../src/server/db/database.ts';
import { MIGRATIONS, migrateToLatest } from '../../../src/server/db/migrate.ts';
import { beforeAll, expect, it } from 'vitest';
import { createAuditTrail } from '../../../src/server/staff/repositories/audit-trail.ts';
import { verifyAuditChain } from '../../../src/server/staff/audit/verify-chain.ts';
import type { AuditTrailPage } from '../../../src/shared/staff/audit-trail.ts';
import { auditCommand } from '../../../scripts/audit.ts';
import { staffCommand } from '../../../scripts/staff.ts';
import { runCommandHere, runNodeUntilExit } from '../../helpers/run-script.ts';
import { describeOnEachDatabase, type DatabaseSuite } from '../helpers/database-suite.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff, type TestStaff } from './support.ts';

/** The grants docs/operations.md gives the servers' role on PostgreSQL: its SQL block that grants to `credit_app`. */
function appRoleGrants(): string {
  const guide = readFileSync(resolve(import.meta.dirname, '../../../docs/operations.md'), 'utf8');
  const block = [...guide.matchAll(/```sql\n([^]*?)```/g)].find(([, text]) => text.includes('to credit_app'));
  if (!block) throw new Error('docs/operations.md has no SQL block granting to credit_app');
  return block[1];
}

/** The environment of a script run on the suite's database with the app's secrets. */
const databaseEnv = (suite: DatabaseSuite) => ({
  DATABASE_URL: suite.database.url,
  JWT_SECRET: suite.app.config.jwtSecret,
  DATA_KEY: suite.app.config.dataKey.toString('base64'),
});

/** Runs a script of `scripts/` as npm does, in a process of its own, on the suite's database. */
const runOnDatabase = (suite: DatabaseSuite, script: string, args: string[]) =>
  runNodeUntilExit(['--import', 'tsx', `scripts/${script}`, ...args], databaseEnv(suite));

const rowCount = async (suite: DatabaseSuite) =>
  Number(
    (
      await suite.app.db
        .selectFrom('staff_audit')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnEachDatabase('an audit trail the product cannot change on $name', (suite) => {
  let admin: TestStaff;
  let manager: TestStaff;
  let applicationId: string;
  const trail = async (query: string) => {
    const answer = await asStaff(suite.app, admin.tokens.access_token).get(`/audit${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AuditTrailPage;
  };

  beforeAll(async () => {
    await suite.app.ready();
    admin = await createStaff(suite.app, 'admin');
    manager = await createStaff(suite.app, 'manager');
    ({ applicationId } = await submitApplication(suite.app));
    const api = asStaff(suite.app, manager.tokens.access_token);
    expect((await api.get(`/applications/${applicationId}`)).statusCode).toBe(200);
    const approval = { decision: 'APPROVE', creditLimit: 5000, paymentOption: 'MONTHLY_PAY' };
    expect((await api.post(`/applications/${applicationId}/decision`, approval)).statusCode).toBe(200);
  });

  it('refuses UPDATE and DELETE of its rows in the database itself', async () => {
    const db = suite.app.db;
    await expect(sql`update staff_audit set ip = '203.0.113.9'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit_head`.execute(db)).rejects.toThrow(/append-only/);
    if (suite.kind.name === 'postgres') {
      await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    }
    expect(await rowCount(suite)).toBeGreaterThan(0);
  });

  it('writes a staff change with its row or not at all', async () => {
    const viewer = await createStaff(suite.app, 'viewer');
    const before = await rowCount(suite);
    // An append rolled back with its transaction leaves no row, and the chain's head where it was.
    const rolledBack = suite.app.db.transaction().execute(async (trx) => {
      await suite.app.staff.audit.append(
        { applicationId: null, staffId: admin.id, action: 'STAFF_CHANGE', detail: { test: true }, ip: '::1' },
        trx,
      );
      throw new Error('the change failed after its row was written');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    expect(await rowCount(suite)).toBe(before);

    // A row that cannot be written undoes the role change it records.
    await sql`alter table staff_audit rename to staff_audit_away`.execute(suite.app.db);
    const refused = await asStaff(suite.app, admin.tokens.access_token)
      .patch(`/members/${viewer.id}`, { role: 'manager' })
      .finally(() => sql`alter table staff_audit_away rename to staff_audit`.execute(suite.app.db));
    expect(refused.statusCode).toBe(500);
    expect((await suite.app.staffAuth.accounts.findById(viewer.id))?.role).toBe('viewer');

    const changed = await asStaff(suite.app, admin.tokens.access_token).patch(`/members/${viewer.id}`, {
      role: 'analyst',
    });
    expect(changed.statusCode).toBe(200);
    expect((await trail('?kind=STAFF_CHANGE')).items[0]).toMatchObject({
      actor: admin.email,
      detail: { member: viewer.email, role: 'analyst' },
    });
  });

  it('shows admins the whole trail, newest first and filtered, with the applications an export held', async () => {
    const added = `added-${Date.now()}@supplier.test`;
    const api = asStaff(suite.app, admin.tokens.access_token);
    expect((await api.post('/members', { email: added, role: 'viewer', name: 'Ada Added' })).statusCode).toBe(201);
    expect((await asStaff(suite.app, manager.tokens.access_token).get('/exports/approved.csv')).statusCode).toBe(200);

    const exports = await trail(`?applicationId=${applicationId.toLowerCase()}&kind=EXPORT`);
    expect(exports.items).toHaveLength(1);
    expect(exports.items[0]).toMatchObject({ kind: 'EXPORT', actor: manager.email, applicationId: null });
    expect(exports.items[0].detail.applicationIds).toEqual([applicationId]);

    const ofApplication = await trail(`?applicationId=${applicationId}`);
    expect(ofApplication.items.map((row) => row.kind)).toEqual([
      'EXPORT',
      'STATUS_CHANGE',
      'DECISION',
      'STATUS_CHANGE',
      'VIEW',
    ]);
    const seqs = ofApplication.items.map((row) => row.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const byAdmin = await trail(`?actor=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(byAdmin.items.every((row) => row.actor === admin.email)).toBe(true);
    expect(byAdmin.items[0]).toMatchObject({ kind: 'STAFF_CHANGE', detail: { added, role: 'viewer' } });

    const answer = await api.get('/audit');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({ total: await rowCount(suite), pageSize: 50 });
    expect((await api.get('/audit?kind=ERASED')).statusCode).toBe(400);
    expect((await asStaff(suite.app, manager.tokens.access_token).get('/audit')).statusCode).toBe(403);
  });

  it('audits `npm run staff` as the command line and the OS user who ran it', async () => {
    const email = `cli-${Date.now()}@supplier.test`;
    const run = await runCommandHere(
      staffCommand,
      ['add', email, '--role', 'viewer', '--name', 'Cleo Command'],
      databaseEnv(suite),
    );
    expect(run.code, run.output).toBe(0);
    const rows = await trail(`?actor=${encodeURIComponent(`cli:${userInfo().username}`)}`);
    expect(rows.items).toHaveLength(1);
    expect(rows.items[0]).toMatchObject({
      kind: 'STAFF_CHANGE',
      ip: hostname(),
      detail: { added: email, role: 'viewer' },
    });
  });

  it('chains the rows written before, in the order they were written', async () => {
    const older = await suite.kind.createEmpty();
    const config = testConfig(older.url);
    const db = createDatabase(config.database, pino({ level: 'silent' }));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo('0011-totp-steps')).error).toBeUndefined();
      const row = (id: string, at: string, staffId: string | null) =>
        ({ id, application_id: null, staff_id: staffId, action: 'VIEW', detail: '{}', ip: '::1', at }) as never;
      await db
        .insertInto('staff_audit')
        .values([row('b', '2026-01-02T00:00:00.000Z', null), row('a', '2026-01-01T00:00:00.000Z', 'someone')])
        .execute();
      await migrateToLatest(db, { fieldCipher: productFieldCipher(config.dataKey) });
      expect(await verifyAuditChain(db)).toEqual({ rows: 2, lastHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const chained = await db.selectFrom('staff_audit').select(['id', 'seq', 'actor']).orderBy('seq').execute();
      expect(chained).toEqual([
        { id: 'a', seq: 1, actor: null },
        { id: 'b', seq: 2, actor: 'applicant' },
      ]);
    } finally {
      await db.destroy();
      await older.drop();
    }
  });

  it.skipIf(suite.kind.name !== 'postgres')(
    'lets the app role of docs/operations.md append and read the trail, never change it',
    async () => {
      const role = `audit_app_${randomBytes(4).toString('hex')}`;
      const password = randomBytes(12).toString('hex');
      const url = new URL(suite.database.url);
      await sql.raw(`create role ${role} login password '${password}'`).execute(suite.app.db);
      // The guide's grants, as the tables' owner (here the test cluster's superuser) runs them.
      for (const statement of appRoleGrants()
        .split(';')
        .filter((text) => text.trim())) {
        const ours = statement
          .replaceAll('credit_app', role)
          .replaceAll('credit_owner', decodeURIComponent(url.username));
        await sql.raw(ours).execute(suite.app.db);
      }
      Object.assign(url, { username: role, password });
      const config = testConfig(url.toString());
      const db = createDatabase(config.database, pino({ level: 'silent' }));
      try {
        // Nothing pending: the app role starts, appends and reads.
        await migrateToLatest(db, { fieldCipher: productFieldCipher(config.dataKey) });
        const entry = { applicationId: null, staffId: admin.id, action: 'VIEW' as const, detail: {}, ip: '::1' };
        await createAuditTrail(db).append(entry);
        expect(await db.selectFrom('staff_audit').select('id').limit(1).execute()).toHaveLength(1);
        for (const refused of ['update staff_audit set ip = null', 'delete from staff_audit', 'truncate staff_audit']) {
          await expect(sql.raw(refused).execute(db)).rejects.toThrow(/permission denied/);
        }
      } finally {
        await db.destroy();
        await sql.raw(`drop owned by ${role}; drop role ${role}`).execute(suite.app.db);
      }
    },
  );

  // Last: it breaks the chain for good.
  it('`npm run audit -- verify` passes an intact chain and names the row after one removed', async () => {
    // Appends at once (on PostgreSQL over several connections) queue at the chain's head: no seq twice, no fork.
    const entry = { applicationId: null, staffId: admin.id, action: 'VIEW' as const, detail: {}, ip: '::1' };
    await Promise.all(Array.from({ length: 12 }, () => suite.app.staff.audit.append(entry)));
    const intact = await runCommandHere(auditCommand, ['verify'], databaseEnv(suite));
    expect(intact.output).toMatch(`audit trail intact: ${await rowCount(suite)} rows`);
    expect(intact.code).toBe(0);

    // Only someone who drops the triggers first can change or remove a row; the chain then shows where.
    const db = suite.app.db;
    const triggers =
      suite.kind.name === 'postgres'
        ? ['staff_audit_append_only on staff_audit']
        : ['staff_audit_no_update', 'staff_audit_no_delete'];
    for (const trigger of triggers) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    await db.updateTable('staff_audit').set({ ip: '203.0.113.9' }).where('seq', '=', 5).execute();
    expect((await verifyAuditChain(db)).broken).toMatchObject({ seq: 5, reason: expect.stringMatching(/hash/) });
    await db.deleteFrom('staff_audit').where('seq', '=', 3).execute();
    const next = await db.selectFrom('staff_audit').select(['id']).where('seq', '=', 4).executeTakeFirstOrThrow();
    // The command line itself (node, tsx, its exit code) once; the same command in this process on PostgreSQL.
    const broken =
      suite.kind.name === 'sqlite'
        ? await runOnDatabase(suite, 'audit.ts', ['verify'])
        : await runCommandHere(auditCommand, ['verify'], databaseEnv(suite));
    expect(broken.output).toContain(`audit trail broken at row 4 (id ${next.id}`);
    expect(broken.output).toContain('row 3 is missing before it');
    expect(broken.code).toBe(1);
  });
});
