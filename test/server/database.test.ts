import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaOf } from './helpers/database-schema.ts';
import { describeOnEachDatabase } from './helpers/database-suite.ts';
import { buildApp } from '../../src/server/app.ts';
import { MIGRATIONS, migrateToLatest } from '../../src/server/db/migrate.ts';
import type { NewUser } from '../../src/server/accounts/repositories/users.ts';
import { createTestApp, testConfig } from '../../scripts/lib/server-harness/test-app.ts';

const newUser = (email: string): NewUser => ({
  email,
  passwordHash: 'scrypt$hash',
  recoveryQuestionKey: 'first_car',
  recoveryAnswerHash: 'scrypt$answer',
});

describeOnEachDatabase('database on $name', (suite) => {
  it('migrates an empty database once, to the schema the suites get as a copy of a migrated template', async () => {
    const empty = await suite.kind.createEmpty();
    const first = await buildApp(testConfig(empty.url), { clientDir: join(tmpdir(), 'server-tests-serve-no-client') });
    try {
      const applied = await migrateToLatest(first.db, first);
      // Every migration once, in the order of its name; later issues add theirs after the first.
      expect(applied[0]).toBe('0001-initial');
      expect(applied).toEqual([...new Set(applied)].sort());
      expect(applied).toEqual(expect.arrayContaining(Object.keys(MIGRATIONS)));
      expect(await migrateToLatest(first.db, first)).toEqual([]);
      // A second server starting on it (what createTestApp does) applies nothing either.
      const again = await createTestApp(empty.url);
      try {
        expect(await migrateToLatest(again.db, again)).toEqual([]);
      } finally {
        await again.close();
      }
      // The suite's database was copied from a template (scripts/lib/server-harness/migrated-template.ts): a stale
      // template, or a copy that lost part of it, shows here.
      expect(await schemaOf(suite.app.db, suite.kind.name)).toEqual(await schemaOf(first.db, suite.kind.name));
    } finally {
      await first.close();
      await empty.drop();
    }
  });

  it('stores emails in lower case and keeps them unique regardless of case', async () => {
    const { users } = suite.app.repositories;
    const created = await users.create(newUser(' Carl@Example.COM '));
    expect(created.email).toBe('carl@example.com');
    expect((await users.findByEmail('CARL@example.com'))?.id).toBe(created.id);
    expect(await users.findById(created.id)).toEqual(created);
    expect(await users.findById('no-such-user')).toBeUndefined();
    await expect(users.create(newUser('carl@EXAMPLE.com'))).rejects.toThrow();
  });

  it('refuses an application of a user that does not exist (foreign keys are on)', async () => {
    await expect(suite.app.repositories.creditApplications.getOrCreateDraft('no-such-user')).rejects.toThrow();
  });

  it('creates one draft per user, however often it is asked for', async () => {
    const user = await suite.app.repositories.users.create(newUser('dora@example.com'));
    const { creditApplications } = suite.app.repositories;
    const drafts = await Promise.all([1, 2, 3].map(() => creditApplications.getOrCreateDraft(user.id)));
    expect(new Set(drafts.map((draft) => draft.id)).size).toBe(1);
    expect(drafts[0]).toMatchObject({ userId: user.id, status: 'DRAFT', data: {}, submittedAt: null });
  });

  describe('scoping by user', () => {
    it('never gives user B the application of user A', async () => {
      const { users, creditApplications } = suite.app.repositories;
      const ann = await users.create(newUser('ann@example.com'));
      const bob = await users.create(newUser('bob@example.com'));
      const annsDraft = await creditApplications.getOrCreateDraft(ann.id);
      await creditApplications.saveDraftData(ann.id, { businessInfo: { companyName: 'Ann Auto' } });

      expect(await creditApplications.findById(bob.id, annsDraft.id)).toBeUndefined();
      const bobsDraft = await creditApplications.getOrCreateDraft(bob.id);
      expect(bobsDraft.id).not.toBe(annsDraft.id);
      expect(bobsDraft.data).toEqual({});

      await creditApplications.saveDraftData(bob.id, { businessInfo: { companyName: 'Bob Brakes' } });
      expect((await creditApplications.findById(ann.id, annsDraft.id))?.data).toEqual({
        businessInfo: { companyName: 'Ann Auto' },
      });
    });

    it('does not change a submitted application', async () => {
      const { users, creditApplications } = suite.app.repositories;
      const eve = await users.create(newUser('eve@example.com'));
      await creditApplications.getOrCreateDraft(eve.id);
      await suite.app.db
        .updateTable('credit_applications')
        .set({ status: 'SUBMITTED' })
        .where('user_id', '=', eve.id)
        .execute();
      expect(await creditApplications.saveDraftData(eve.id, { changed: true })).toBeUndefined();
      expect((await creditApplications.getOrCreateDraft(eve.id)).data).toEqual({});
    });
  });
});

describe('health without a database', () => {
  it('answers 503 with a problem while the database does not answer', async () => {
    // Port 1 on the loopback refuses connections at once: a PostgreSQL server that is down.
    const down = await buildApp(testConfig('postgres://nobody:x@127.0.0.1:1/none'), {
      clientDir: join(tmpdir(), 'server-tests-serve-no-client'),
    });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
