import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/server/db/schema.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
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
];
const ROLES: StaffRole[] = ['viewer', 'analyst', 'manager', 'admin'];

describe.each(testDatabaseKinds())('what each staff role may do on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let applicationId: string;
  const tokens = new Map<StaffRole, string>();
  beforeAll(async () => {
    database = await kind.create();
    app = await createTestApp(database.url);
    await app.ready();
    ({ applicationId } = await submitApplication(app));
    for (const role of ROLES) tokens.set(role, (await createStaff(app, role)).tokens.access_token);
    const decided = await asStaff(app, tokens.get('manager')!).post(`/applications/${applicationId}/decision`, {
      decision: 'APPROVE',
      creditLimit: 2500,
      paymentOption: 'MONTHLY_PAY',
    });
    expect(decided.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const table = CALLS.flatMap(([name, allowed, call]) =>
    ROLES.map((role) => ({ name, role, allowed: allowed.includes(role), call })),
  );
  it.each(table)('$role: $name → allowed $allowed', async ({ name, role, allowed, call }) => {
    const answer = await call(asStaff(app, tokens.get(role)!), applicationId);
    if (!allowed) expect(answer.statusCode).toBe(403);
    else if (['request changes', 'approve', 'decline'].includes(name)) expect(answer.statusCode).toBe(409);
    else expect(answer.statusCode, answer.body).not.toBe(403);
  });
});
