import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import type { StaffRole } from '../../../src/shared/staff/roles.ts';
import { claimDailyRun } from '../../../src/server/retention/purge-schedule.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { until } from '../../helpers/until.ts';
import { ageDraft, auditRows, DAY_MS, decide, draft, holdings, submitted, type Submitted } from './retention-world.ts';

const ROLES: StaffRole[] = ['viewer', 'analyst', 'manager', 'admin'];

describeOnEachDatabase('holds and requests for reasons on $name', (suite) => {
  const tokens = new Map<StaffRole, string>();
  let declined: Submitted;
  let approved: Submitted;
  const api = (role: StaffRole) => asStaff(suite.app, tokens.get(role)!);
  const path = (application: Submitted, rest = '') => `/applications/${application.number}/retention${rest}`;

  beforeAll(async () => {
    await suite.app.ready();
    for (const role of ROLES) tokens.set(role, (await createStaff(suite.app, role)).tokens.access_token);
    declined = await submitted(suite.app, 'Declined Co');
    approved = await submitted(suite.app, 'Approved Co');
    await decide(suite.app, tokens.get('manager')!, declined.number, 'DECLINE');
    await decide(suite.app, tokens.get('manager')!, approved.number, 'APPROVE');
  });

  it('every role reads the retention: decided today, purged 395 days later unless held', async () => {
    for (const role of ROLES) {
      const answer = await api(role).get(path(declined));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const state = answer.json();
      expect(state).toMatchObject({ hold: null, reasonsRequested: null, purgedAt: null });
      expect(state.purgeDueOn).toBe(new Date(Date.parse(state.decidedAt) + 395 * DAY_MS).toISOString().slice(0, 10));
    }
  });

  it.each([
    [
      'place a hold',
      ['manager', 'admin'],
      (role: StaffRole) => api(role).post(path(approved, '/hold'), { reason: 'Audit' }),
    ],
    [
      'record a request for reasons',
      ['analyst', 'manager', 'admin'],
      (role: StaffRole) => api(role).post(path(declined, '/reasons-requested'), { receivedOn: '2026-11-02' }),
    ],
    [
      'release a hold',
      ['manager', 'admin'],
      async (role: StaffRole) => {
        await api('manager').post(path(approved, '/hold'), { reason: 'Audit' });
        return api(role).post(path(approved, '/release'), { mark: 'hold', reason: 'Done' });
      },
    ],
  ] as const)('only %s as %j and above', async (_what, allowed, call) => {
    for (const role of ROLES) {
      const answer = await call(role);
      expect([role, answer.statusCode]).toEqual([role, (allowed as readonly string[]).includes(role) ? 200 : 403]);
      if (answer.statusCode === 403) expect(answer.json().code).toBe('STAFF_FORBIDDEN');
    }
  });

  it('records each change in the audit trail with who and why, and answers the new state', async () => {
    const manager = api('manager');
    const placed = await manager.post(path(approved, '/hold'), { reason: 'Dispute with the guarantor' });
    expect(placed.json()).toMatchObject({ hold: { reason: 'Dispute with the guarantor' }, purgeDueOn: null });
    // Named as the console names staff, never by email.
    expect(placed.json().hold.by).toMatch(/^Test manager \d+$/);
    const released = await manager.post(path(approved, '/release'), { mark: 'hold', reason: 'Settled' });
    expect(released.json()).toMatchObject({ hold: null });
    expect(released.json().purgeDueOn).not.toBeNull();
    const trail = (await manager.get(`/applications/${approved.number}/audit`)).json().items as Array<{
      action: string;
      detail: Record<string, unknown>;
    }>;
    const holds = trail.filter((row) => row.action === 'HOLD').map((row) => row.detail);
    const asked = (await manager.get(path(declined))).json();
    expect(asked.reasonsRequested).toMatchObject({ receivedOn: '2026-11-02' });
    expect(asked.purgeDueOn).toBeNull();
    const lifted = await manager.post(path(declined, '/release'), { mark: 'reasonsRequested', reason: 'Reasons sent' });
    expect(lifted.json()).toMatchObject({ reasonsRequested: null });
    expect(holds.slice(-2)).toEqual([
      { change: 'HOLD_PLACED', reason: 'Dispute with the guarantor' },
      { change: 'RELEASED', mark: 'hold', reason: 'Settled' },
    ]);
  });

  it('refuses what makes no sense with a problem of its own', async () => {
    const manager = api('manager');
    const notDeclined = await manager.post(path(approved, '/reasons-requested'), { receivedOn: '2026-11-02' });
    expect([notDeclined.statusCode, notDeclined.json().code]).toEqual([409, 'APPLICATION_NOT_DECLINED']);
    const nothing = await manager.post(path(approved, '/release'), { mark: 'reasonsRequested', reason: 'x' });
    expect([nothing.statusCode, nothing.json().code]).toEqual([409, 'RETENTION_NOT_HELD']);
    for (const body of [{}, { reason: ' ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      expect((await manager.post(path(approved, '/hold'), body)).statusCode).toBe(400);
    }
    expect((await manager.post(path(declined, '/reasons-requested'), { receivedOn: '2026-13-40' })).statusCode).toBe(
      400,
    );
    expect((await manager.get('/applications/TCA-0000-0000/retention')).statusCode).toBe(404);
  });
});

describeOnEachDatabase('the daily purge in the server on $name', (suite) => {
  suite.appOptions({ env: { PURGE_CHECK_MS: '1000' } });

  it('runs by itself once the server is ready, and is audited', async () => {
    const { userId, id } = await draft(suite.app);
    await ageDraft(suite.app, userId, new Date(Date.now() - 200 * DAY_MS));
    // The server has looked since it became ready (at its first request); as if its last run were a day ago:
    const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
    await suite.app.db.updateTable('scheduled_runs').set({ started_at: dayAgo }).execute();
    await until(
      'the server purged the old draft',
      async () => (await holdings(suite.app, userId, id)).identities === 0,
    );
    const rows = await auditRows(suite.app);
    expect(rows.map((row) => [row.action, row.application_id])).toEqual([['PURGE', id]]);
  });

  it('goes to one server a day, however many claim at once', async () => {
    const now = new Date(Date.now() + 1000 * DAY_MS);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDailyRun(suite.app.db, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimDailyRun(suite.app.db, new Date(now.getTime() + 23 * 3_600_000))).toBe(false);
    expect(await claimDailyRun(suite.app.db, new Date(now.getTime() + DAY_MS))).toBe(true);
  });
});
