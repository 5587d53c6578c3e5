import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

describeOnSqlite('no cache keeps a staff answer on $name', (suite) => {
  let applicationId: string;
  let admin: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    ({ applicationId } = await submitApplication(suite.app));
    admin = asStaff(suite.app, (await createStaff(suite.app, 'admin')).tokens.access_token);
  });

  it.each([
    ['the queue', () => admin.get('/applications')],
    ['the members', () => admin.get('/members')],
    ['the member signed in', () => admin.get('/me')],
    ['a note', () => admin.post(`/applications/${applicationId}/notes`, { text: 'Called the owner.' })],
    ['an assignment', () => admin.put(`/applications/${applicationId}/assignee`, { staffId: null })],
    ['a decision', () => admin.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE', reasons: [] })],
    ['a refusal', () => admin.get('/applications/TCA-0000-0000')],
    [
      'a sign-in',
      () =>
        suite.app.inject({
          method: 'POST',
          url: '/api/v1/staff/auth/login',
          headers: xsrfHeaders(),
          payload: { email: 'nobody@supplier.test', password: 'Wrong-pass1!', otp: '000000' },
        }),
    ],
  ])('marks %s no-store', async (_, call) => {
    const answer = await call();
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
