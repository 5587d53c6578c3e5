import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureLog } from '../helpers/log-capture.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { coOwner, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';

describe('the credit application API keeps SSNs and birth dates out of the log', () => {
  const log = captureLog();
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0].create();
    app = await createTestApp(database.url, { env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('logs neither when saving, refusing nor reading applicants', async () => {
    const user = await createUser(app);
    const api = as(app, user);
    await api.put('/applicants', [owner, coOwner]);
    await api.put('/applicants', [owner, { ...coOwner, ssn: '*****4321' }]);
    await api.put('/applicants', [{ ...owner, ssn: '123-45-6789' }]);
    await api.get('/credit-app');
    expect(log.text()).toContain('/api/v1/applicants');
    for (const secret of [owner.ssn, coOwner.ssn, '123-45-6789', owner.dateOfBirth, coOwner.dateOfBirth])
      expect(log.text()).not.toContain(secret);
  });
});
