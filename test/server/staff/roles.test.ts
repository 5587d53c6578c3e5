import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { STAFF_ROLES, type StaffRole } from '../../../src/shared/staff/roles.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

type Call = (api: ReturnType<typeof asStaff>, id: string) => ReturnType<ReturnType<typeof asStaff>['get']>;

/**
 * Each call of the console and the roles that may make it. The application is decided already, so a decision a
 * role may make answers 409 and one it may not 403; admin calls send what the API refuses (400/404) when allowed.
 */
const CALLS: Array<[string, StaffRole[], Call]> = [
  ['read the queue', ['viewer', 'analyst', 'manager', 'admin'], (api) => api.get('/applications')],
  ['open an application', ['viewer', 'analyst', 'manager', 'admin'], (api, id) => api.get(`/applications/${id}`)],
  [
    'download the signed PDF',
    ['viewer', 'analyst', 'manager', 'admin'],
    (api, id) => api.get(`/applications/${id}/signed.pdf`),
  ],
  [
    'download a certificate',
    ['analyst', 'manager', 'admin'],
    (api, id) => api.get(`/applications/${id}/documents/${randomUUID()}`),
  ],
  [
    'add a note',
    ['analyst', 'manager', 'admin'],
    (api, id) => api.post(`/applications/${id}/notes`, { text: 'Called the AP contact.' }),
  ],
  ['assign', ['analyst', 'manager', 'admin'], (api, id) => api.put(`/applications/${id}/assignee`, { staffId: null })],
  [
    'request changes',
    ['analyst', 'manager', 'admin'],
    (api, id) =>
      api.post(`/applications/${id}/decision`, { decision: 'REQUEST_CHANGES', steps: ['applicants'], message: 'Fix' }),
  ],
  [
    'approve',
    ['manager', 'admin'],
    (api, id) =>
      api.post(`/applications/${id}/decision`, {
        decision: 'APPROVE',
        creditLimit: 1000,
        paymentOption: 'MONTHLY_PAY',
      }),
  ],
  [
    'decline',
    ['manager', 'admin'],
    (api, id) => api.post(`/applications/${id}/decision`, { decision: 'DECLINE', reasons: [] }),
  ],
  [
    'reveal SSNs and birth dates',
    ['manager', 'admin'],
    (api, id) => api.post(`/applications/${id}/reveal`, { reason: 'Check' }),
  ],
  ['read the audit trail', ['manager', 'admin'], (api, id) => api.get(`/applications/${id}/audit`)],
  ['export approved accounts', ['manager', 'admin'], (api) => api.get('/exports/approved.csv')],
  ['list staff', ['admin'], (api) => api.get('/members')],
  ['add staff', ['admin'], (api) => api.post('/members', { email: 'not-an-email', role: 'viewer' })],
  ['change staff', ['admin'], (api) => api.patch(`/members/${randomUUID()}`, { role: 'viewer' })],
  ['send a new link', ['admin'], (api) => api.post(`/members/${randomUUID()}/link`)],
  ['read the whole audit trail', ['admin'], (api) => api.get('/audit?kind=VIEW')],
];
const ROLES = STAFF_ROLES;

/**
 * On SQLite only: the role decides in the route's guard, before the route's queries, which the suites of each call
 * (queue, decisions, members, exports, audit, certificates) run on each database.
 */
describeOnSqlite('what each staff role may do on $name', (suite) => {
  let applicationId: string;
  const tokens = new Map<StaffRole, string>();
  beforeAll(async () => {
    await suite.app.ready();
    ({ applicationId } = await submitApplication(suite.app));
    for (const role of ROLES) tokens.set(role, (await createStaff(suite.app, role)).tokens.access_token);
    const decided = await asStaff(suite.app, tokens.get('manager')!).post(`/applications/${applicationId}/decision`, {
      decision: 'APPROVE',
      creditLimit: 2500,
      paymentOption: 'MONTHLY_PAY',
    });
    expect(decided.statusCode).toBe(200);
  });

  const table = CALLS.flatMap(([name, allowed, call]) =>
    ROLES.map((role) => ({ name, role, allowed: allowed.includes(role), call })),
  );
  it.each(table)('$role: $name → allowed $allowed', async ({ name, role, allowed, call }) => {
    const answer = await call(asStaff(suite.app, tokens.get(role)!), applicationId);
    if (!allowed) expect(answer.statusCode).toBe(403);
    else if (['request changes', 'approve', 'decline'].includes(name)) expect(answer.statusCode).toBe(409);
    else expect(answer.statusCode, answer.body).not.toBe(403);
  });
});
