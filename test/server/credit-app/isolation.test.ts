import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { accountInfo, businessInfo, coOwner, owner, shop } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

describe.each(testDatabaseKinds())('one user cannot reach another user’s application on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let first: TestUser;
  let second: TestUser;
  let firstApplication: Record<string, unknown>;
  const firstRow = () =>
    app.db.selectFrom('credit_applications').selectAll().where('user_id', '=', first.id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await kind.create();
    app = await createTestApp(database.url);
    first = await createUser(app);
    second = await createUser(app);
    const api = as(app, first);
    await api.put('/business-info', businessInfo);
    await api.put('/applicants', [owner, coOwner]);
    await api.put('/account-info', accountInfo);
    await api.put('/shops', [shop]);
    firstApplication = (await api.get('/credit-app')).json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('gives the second user a draft of their own, with none of the first user’s data', async () => {
    const seen = (await as(app, second).get('/credit-app')).json();
    expect(seen.id).not.toBe(firstApplication.id);
    expect(seen).toMatchObject({ businessInfo: null, accountInfo: null, applicants: [], shops: [] });
  });

  it('does not let the first user’s applicant ids carry their SSNs into the second user’s application', async () => {
    const theirs = firstApplication.applicants as Array<Record<string, string>>;
    const response = await as(app, second).put('/applicants', theirs);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['0.ssn', '0.dateOfBirth', '1.ssn', '1.dateOfBirth']);
  });

  it('gives applicants sent with the first user’s ids new ids, and leaves the first user’s alone', async () => {
    const before = await firstRow();
    const theirs = firstApplication.applicants as Array<Record<string, string>>;
    const saved = (
      await as(app, second).put('/applicants', [{ ...owner, id: theirs[0].id, firstName: 'Mallory' }])
    ).json();
    expect(saved[0].id).not.toBe(theirs[0].id);
    expect(await firstRow()).toEqual(before);
  });

  it('writes the second user’s sections to the second user’s row only', async () => {
    const before = await firstRow();
    for (const [url, body] of [
      ['/business-info', { ...businessInfo, companyName: 'Mallory Motors' }],
      ['/account-info', accountInfo],
      ['/shops', []],
    ] as const) {
      expect((await as(app, second).put(url, body)).statusCode).toBe(200);
    }
    expect(await firstRow()).toEqual(before);
    expect((await as(app, first).get('/credit-app')).json()).toEqual(firstApplication);
  });
});
