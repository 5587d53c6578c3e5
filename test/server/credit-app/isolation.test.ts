import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { accountInfo, businessInfo, coOwner, owner, shop } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

describeOnEachDatabase('one user cannot reach another user’s application on $name', (suite) => {
  let first: TestUser;
  let second: TestUser;
  let firstApplication: Record<string, unknown>;
  const firstRow = () =>
    suite.app.db
      .selectFrom('credit_applications')
      .selectAll()
      .where('user_id', '=', first.id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    first = await createUser(suite.app);
    second = await createUser(suite.app);
    const api = as(suite.app, first);
    await api.put('/business-info', businessInfo);
    await api.put('/applicants', [owner, coOwner]);
    await api.put('/account-info', accountInfo);
    await api.put('/shops', [shop]);
    firstApplication = (await api.get('/credit-app')).json();
  });

  it('gives the second user a draft of their own, with none of the first user’s data', async () => {
    const seen = (await as(suite.app, second).get('/credit-app')).json();
    expect(seen.id).not.toBe(firstApplication.id);
    expect(seen).toMatchObject({ businessInfo: null, accountInfo: null, applicants: [], shops: [] });
  });

  it('does not let the first user’s applicant ids carry their SSNs into the second user’s application', async () => {
    const theirs = firstApplication.applicants as Array<Record<string, string>>;
    const response = await as(suite.app, second).put('/applicants', theirs);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['0.ssn', '0.dateOfBirth', '1.ssn', '1.dateOfBirth']);
  });

  it('gives applicants sent with the first user’s ids new ids, and leaves the first user’s alone', async () => {
    const before = await firstRow();
    const theirs = firstApplication.applicants as Array<Record<string, string>>;
    const saved = (
      await as(suite.app, second).put('/applicants', [{ ...owner, id: theirs[0].id, firstName: 'Mallory' }])
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
      expect((await as(suite.app, second).put(url, body)).statusCode).toBe(200);
    }
    expect(await firstRow()).toEqual(before);
    expect((await as(suite.app, first).get('/credit-app')).json()).toEqual(firstApplication);
  });
});
