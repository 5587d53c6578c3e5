import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff, type TestStaff } from './support.ts';

const DAY_MS = 86_400_000;

/**
 * The queue for a working day (issue 30): sorts, views, page sizes, assignment to anyone and names. Four
 * applications of this suite's own database, their queue columns set to known values: A waiting 40 days (overdue),
 * B 10 days and in review, C 2 days, D just now and approved.
 */
describeOnEachDatabase('the queue for a working day on $name', (suite) => {
  const ids: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
  let manager: TestStaff;
  let analyst: TestStaff;
  let viewer: TestStaff;

  beforeAll(async () => {
    const shapes = {
      A: { company: 'Delta Parts', limit: 2000, daysAgo: 40, status: 'SUBMITTED' },
      B: { company: 'alpha Motors', limit: 9000, daysAgo: 10, status: 'IN_REVIEW' },
      C: { company: 'Charlie Tires', limit: 500, daysAgo: 2, status: 'SUBMITTED' },
      D: { company: 'Bravo Brakes', limit: 7000, daysAgo: 0, status: 'APPROVED' },
    } as const;
    for (const [key, shape] of Object.entries(shapes) as Array<[keyof typeof ids, (typeof shapes)['A']]>) {
      const { applicationId } = await submitApplication(suite.app, { companyName: shape.company });
      ids[key] = applicationId;
      const { application_id } = await suite.app.db
        .selectFrom('submissions')
        .select('application_id')
        .where('application_number', '=', applicationId)
        .executeTakeFirstOrThrow();
      await suite.app.db
        .updateTable('credit_applications')
        .set({
          submitted_at: new Date(Date.now() - shape.daysAgo * DAY_MS).toISOString(),
          requested_credit_limit: shape.limit,
          review_status: shape.status,
        })
        .where('id', '=', application_id)
        .execute();
    }
    [manager, analyst, viewer] = await Promise.all(
      (['manager', 'analyst', 'viewer'] as const).map((role) => createStaff(suite.app, role)),
    );
  });

  const listed = async (staff: TestStaff, query: string) => {
    const answer = await asStaff(suite.app, staff.tokens.access_token).get(`/applications?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return answer.json().items.map((item: { applicationId: string }) => byId[item.applicationId]);
  };

  it('leaves decided applications out by default and sorts by waiting time, amount, company and status', async () => {
    expect(await listed(viewer, '')).toEqual(['C', 'B', 'A']);
    expect(await listed(viewer, 'sort=oldest')).toEqual(['A', 'B', 'C']);
    expect(await listed(viewer, 'sort=amountHigh')).toEqual(['B', 'A', 'C']);
    expect(await listed(viewer, 'sort=amountLow')).toEqual(['C', 'A', 'B']);
    expect(await listed(viewer, 'sort=company')).toEqual(['B', 'C', 'A']);
    // Not yet opened first, each status oldest first.
    expect(await listed(viewer, 'sort=status')).toEqual(['A', 'C', 'B']);
    expect(await listed(viewer, 'view=all&sort=status')).toEqual(['A', 'C', 'B', 'D']);
    expect(await listed(viewer, 'view=all&sort=company')).toEqual(['B', 'D', 'C', 'A']);
    // A status chosen in the filters replaces "open".
    expect(await listed(viewer, 'status=APPROVED')).toEqual(['D']);
    expect(await listed(viewer, 'view=overdue')).toEqual(['A']);
    const [overdue] = (await asStaff(suite.app, viewer.tokens.access_token).get('/applications?view=overdue')).json()
      .items;
    expect(overdue.businessDaysWaiting).toBeGreaterThan(20);
  });

  it('pages at the size asked for, up to 100, and answers a clear 400 for any other size', async () => {
    const api = asStaff(suite.app, viewer.tokens.access_token);
    const first = (await api.get('/applications?sort=oldest&pageSize=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(await listed(viewer, 'sort=oldest&pageSize=2&page=2')).toEqual(['C']);
    expect((await api.get('/applications?pageSize=100')).statusCode).toBe(200);
    for (const query of ['pageSize=101', 'pageSize=0', 'pageSize=ten', 'sort=longest', 'view=everything']) {
      const refused = await api.get(`/applications?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', errors: expect.any(Object) });
    }
  });

  it('assigns to any analyst or manager by name, unassigns, and shows "mine" and "unassigned"', async () => {
    const admin = await createStaff(suite.app, 'admin');
    const disabled = await createStaff(suite.app, 'analyst');
    await suite.app.staffAuth.accounts.update(disabled.id, { disabled: true });
    // A member added before names is shown by the email's local part.
    await suite.app.db.updateTable('staff_members').set({ display_name: null }).where('id', '=', analyst.id).execute();
    const byAnalyst = asStaff(suite.app, analyst.tokens.access_token);

    const assignees = (await byAnalyst.get('/assignees')).json().items;
    expect(assignees).toContainEqual({ id: manager.id, name: manager.name, role: 'manager' });
    expect(assignees).toContainEqual({ id: analyst.id, name: analyst.email.split('@')[0], role: 'analyst' });
    expect(assignees.map((member: { id: string }) => member.id)).not.toContain(viewer.id);
    expect(assignees.map((member: { id: string }) => member.id)).not.toContain(admin.id);
    expect(assignees.map((member: { id: string }) => member.id)).not.toContain(disabled.id);

    const assign = (staffId: string | null, applicationId = ids.A, by = byAnalyst) =>
      by.put(`/applications/${applicationId}/assignee`, { staffId });
    expect((await assign(manager.id)).json()).toEqual({ assignee: { id: manager.id, name: manager.name } });
    expect((await assign(analyst.id, ids.C)).json()).toEqual({
      assignee: { id: analyst.id, name: analyst.email.split('@')[0] },
    });
    const [item] = (await byAnalyst.get('/applications?sort=oldest')).json().items;
    expect(item.assignee).toEqual({ id: manager.id, name: manager.name });
    expect(await listed(manager, 'view=mine')).toEqual(['A']);
    expect(await listed(analyst, 'view=mine')).toEqual(['C']);
    expect(await listed(viewer, 'view=unassigned')).toEqual(['B']);

    for (const [staffId, status, code] of [
      [viewer.id, 409, 'STAFF_NOT_ASSIGNABLE'],
      [admin.id, 409, 'STAFF_NOT_ASSIGNABLE'],
      [disabled.id, 409, 'STAFF_NOT_ASSIGNABLE'],
      ['00000000-0000-4000-8000-000000000000', 404, 'STAFF_NOT_FOUND'],
    ] as const) {
      const refused = await assign(staffId);
      expect([refused.statusCode, refused.json().code]).toEqual([status, code]);
    }
    expect((await assign(manager.id, 'TCA-0000-0000')).statusCode).toBe(404);
    expect((await assign(manager.id, ids.A, asStaff(suite.app, viewer.tokens.access_token))).statusCode).toBe(403);
    expect((await asStaff(suite.app, viewer.tokens.access_token).get('/assignees')).statusCode).toBe(403);

    expect((await assign(null)).json()).toEqual({ assignee: null });
    expect(await listed(viewer, 'view=unassigned&sort=oldest')).toEqual(['A', 'B']);
    const detail = (await asStaff(suite.app, manager.tokens.access_token).get(`/applications/${ids.C}`)).json();
    expect(detail).toMatchObject({ assignee: analyst.email.split('@')[0], assigneeId: analyst.id });
    const audit = (await asStaff(suite.app, manager.tokens.access_token).get(`/applications/${ids.A}/audit`)).json();
    expect(audit.items.filter((row: { action: string }) => row.action === 'ASSIGN')).toEqual([
      expect.objectContaining({
        staff: analyst.email.split('@')[0],
        detail: { assignee: manager.email, previous: null },
      }),
      expect.objectContaining({ detail: { assignee: null, previous: manager.email } }),
    ]);
  });

  it('adds members with a name, which the console shows for them', async () => {
    const admin = asStaff(suite.app, (await createStaff(suite.app, 'admin')).tokens.access_token);
    const nameless = await admin.post('/members', { email: 'nameless@supplier.test', role: 'analyst' });
    expect([nameless.statusCode, nameless.json().errors]).toEqual([400, { name: expect.any(String) }]);
    const blank = await admin.post('/members', { email: 'blank@supplier.test', role: 'analyst', name: '  ' });
    expect(blank.statusCode).toBe(400);
    const added = await admin.post('/members', {
      email: 'dana.ruiz@supplier.test',
      role: 'analyst',
      name: 'Dana Ruiz',
    });
    expect(added.json()).toMatchObject({ email: 'dana.ruiz@supplier.test', name: 'Dana Ruiz' });
    const renamed = await admin.patch(`/members/${added.json().id}`, { name: 'Dana Ruiz-Ortega' });
    expect(renamed.json()).toMatchObject({ name: 'Dana Ruiz-Ortega' });
  });
});
