import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coOwner, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { screeningState } from '../../../src/server/screening/index.ts';
import type { Screening } from '../../../src/shared/staff/screening.ts';
import { runScript } from '../../helpers/run-script.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { ageDecision, DAY_MS } from '../retention/retention-world.ts';
import { submitApplication } from '../staff/applications.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { FIRST_LIST, SECOND_LIST, sdnFiles, sdnFolder } from './sdn-files.ts';

/** The command starts a Node process with tsx: seconds on a busy machine. */
const COMMAND_TIMEOUT_MS = 120_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const APPROVE = { decision: 'APPROVE', creditLimit: 5000, paymentOption: 'WEEKLY_PAY' };

/**
 * Sanctions screening (contract section 11) on a small list made for the tests: screening on submit without a list
 * and then with one, `npm run sanctions -- load DIR` as an operator runs it (date, hashes, re-screening, audit), a hit
 * holding APPROVE with 409 until a manager clears each with a reason, and a new list screening again.
 */
describeOnEachDatabase('sanctions screening on $name', (suite) => {
  const saved = { ...process.env };
  let manager: ReturnType<typeof asStaff>;
  let analyst: ReturnType<typeof asStaff>;
  /** Submitted before any list was loaded: a business on the first list, an owner too, a co-owner who is not. */
  let listed: Awaited<ReturnType<typeof submitApplication>>;
  const internalId = async (applicationId: string) => (await suite.app.staff.reviews.findByNumber(applicationId))!.id;
  const screeningOf = async (applicationId: string) =>
    (await manager.get(`/applications/${applicationId}`)).json().screening as Screening;

  beforeAll(async () => {
    await suite.app.ready();
    manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
    analyst = asStaff(suite.app, (await createStaff(suite.app, 'analyst')).tokens.access_token);
    listed = await submitApplication(suite.app, {
      companyName: 'Northwind Trading, L.L.C.',
      owners: [{ ...owner, firstName: 'Ivan', lastName: 'Petrov' }, coOwner],
    });
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

  it('without a list, screening on submit records that none was loaded', async () => {
    const screening = await screeningOf(listed.applicationId);
    expect(screening).toMatchObject({ listDate: null, listHashes: null, hits: [] });
    expect(Date.parse(screening.screenedAt!)).toBeGreaterThan(Date.now() - 600_000);
    expect(await screeningState(suite.app.db, await internalId(listed.applicationId))).toBeNull();
  });

  it(
    'npm run sanctions -- load DIR keeps the date and hashes, re-screens the undecided applications, is audited',
    async () => {
      const files = sdnFiles(FIRST_LIST);
      const { code, output } = await runScript('sanctions.ts', [
        'load',
        await sdnFolder(files),
        '--date',
        '2026-11-20',
      ]);
      expect(code, output).toBe(0);
      expect(output).toContain('loaded the SDN list of 2026-11-20');
      expect(output).toContain('3 entries');
      expect(output).toMatch(/re-screened [1-9]\d* undecided applications/);
      const hashes = { sdn: sha256(files.sdn), alt: sha256(files.alt), add: sha256(files.add) };
      expect(output).toContain(`sdn.csv sha256 ${hashes.sdn}`);

      const screening = await screeningOf(listed.applicationId);
      expect(screening.listDate).toBe('2026-11-20');
      expect(screening.listHashes).toEqual(hashes);
      expect(
        screening.hits.map(({ who, name, entry, listedName, program, countries, score, cleared }) => ({
          who,
          name,
          entry,
          listedName,
          program,
          countries,
          score,
          cleared,
        })),
      ).toEqual([
        {
          who: 'business',
          name: 'Northwind Trading, L.L.C.',
          entry: 10001,
          listedName: 'NORTHWIND TRADING LLC',
          program: 'SDGT',
          countries: ['Iran'],
          score: 1,
          cleared: undefined,
        },
        {
          who: 'owner',
          name: 'Ivan Petrov',
          entry: 10002,
          listedName: 'PETROV, Ivan Sergeyevich',
          program: 'RUSSIA-EO14024',
          countries: [],
          score: 0.8957,
          cleared: undefined,
        },
      ]);
      expect(await screeningState(suite.app.db, await internalId(listed.applicationId))).toEqual({ uncleared: 2 });
      const trail = await suite.app.db
        .selectFrom('staff_audit')
        .select(['actor', 'detail'])
        .where('action', '=', 'SANCTIONS_LIST_LOADED')
        .execute();
      expect(trail).toHaveLength(1);
      expect(trail[0].actor).toMatch(/^cli:./);
      expect(JSON.parse(trail[0].detail)).toMatchObject({ listDate: '2026-11-20', hashes, entries: 3 });
    },
    COMMAND_TIMEOUT_MS,
  );

  it('a hit holds APPROVE (409) until a manager clears each with a reason, audited; purged names go', async () => {
    const { applicationId } = listed;
    const [business, person] = (await screeningOf(applicationId)).hits;
    const blocked = await manager.post(`/applications/${applicationId}/decision`, APPROVE);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'SCREENING_HIT' });
    expect(blocked.json().detail).toContain('2');

    const clear = (as: typeof manager, hitId: string, body: unknown) =>
      as.post(`/applications/${applicationId}/screening/${hitId}/clear`, body);
    expect((await clear(analyst, business.id, { reason: 'Different company' })).statusCode).toBe(403);
    expect((await clear(manager, business.id, {})).statusCode).toBe(400);
    expect((await clear(manager, business.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await clear(manager, crypto.randomUUID(), { reason: 'x' })).statusCode).toBe(404);

    const cleared = await clear(manager, business.id, { reason: 'Ohio LLC since 1998; the entry is in Iran' });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as Screening).hits.find((hit) => hit.id === business.id)?.cleared).toMatchObject({
      reason: 'Ohio LLC since 1998; the entry is in Iran',
      by: expect.stringMatching(/^Test manager/),
    });
    expect((await clear(manager, business.id, { reason: 'again' })).statusCode).toBe(409);
    expect((await manager.post(`/applications/${applicationId}/decision`, APPROVE)).statusCode).toBe(409);

    expect((await clear(manager, person.id, { reason: 'Born 1970 in Missouri' })).statusCode).toBe(200);
    expect(await screeningState(suite.app.db, await internalId(applicationId))).toEqual({ uncleared: 0 });
    const audit = (await manager.get(`/applications/${applicationId}/audit`)).json().items as Array<{
      action: string;
      detail: Record<string, unknown>;
    }>;
    const clearings = audit.filter((row) => row.action === 'SCREENING_CLEARED').map((row) => row.detail);
    expect(clearings).toEqual([
      expect.objectContaining({ hit: business.id, entry: 10001, reason: 'Ohio LLC since 1998; the entry is in Iran' }),
      expect.objectContaining({ hit: person.id, entry: 10002, reason: 'Born 1970 in Missouri' }),
    ]);
    expect((await manager.post(`/applications/${applicationId}/decision`, APPROVE)).statusCode).toBe(200);

    // Once the record's retention is over, the purge removes the people's names from the hits, not the business's.
    await ageDecision(suite.app, await internalId(applicationId), new Date(Date.now() - 400 * DAY_MS));
    await suite.app.retention.purge.run();
    const purged = (await screeningOf(applicationId)).hits.map((hit) => [hit.who, hit.name, hit.cleared?.reason]);
    expect(purged).toEqual([
      ['business', 'Northwind Trading, L.L.C.', 'Ohio LLC since 1998; the entry is in Iran'],
      ['owner', '', 'Born 1970 in Missouri'],
    ]);
  });

  it('a new list screens the undecided applications again: new names are hits, cleared ones stay cleared', async () => {
    const clean = await submitApplication(suite.app, { companyName: 'Quiet Harbor Supply' });
    const pending = await submitApplication(suite.app, { companyName: 'North Wind Traders Inc.' });
    expect((await screeningOf(clean.applicationId)).hits).toEqual([]);
    const [kept] = (await screeningOf(pending.applicationId)).hits;
    await manager.post(`/applications/${pending.applicationId}/screening/${kept.id}/clear`, { reason: 'Known' });

    const loaded = await suite.app.screening.load(
      sdnFiles(SECOND_LIST),
      { listDate: '2026-11-27', source: 'test' },
      { actor: 'cli:test', ip: 'test-host' },
    );
    expect(loaded).toMatchObject({ listDate: '2026-11-27', entries: 4, rescreened: 2 });
    const again = await screeningOf(clean.applicationId);
    expect(again.listDate).toBe('2026-11-27');
    // Step 1's person and step 3's owner are both the fixtures' Ann Owner: screened once, as the applicant.
    expect(again.hits.map((hit) => [hit.who, hit.name, hit.entry, hit.listedName])).toEqual([
      ['applicant', 'Ann Owner', 10004, 'Anne OWNER'],
    ]);
    const pendingHits = (await screeningOf(pending.applicationId)).hits;
    expect(pendingHits.find((hit) => hit.id === kept.id)?.cleared?.reason).toBe('Known');
    expect((await manager.post(`/applications/${clean.applicationId}/decision`, APPROVE)).statusCode).toBe(409);
  });
});
