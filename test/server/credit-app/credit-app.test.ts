import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import {
  accountInfo,
  businessInfo,
  coOwner,
  identityApplicant,
  owner,
  shop,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, markSubmitted } from '../../../scripts/lib/credit-app/support.ts';

describeOnEachDatabase('the credit application API on $name', (suite) => {
  it('creates the draft on the first GET and answers the same one afterwards, with nothing saved yet', async () => {
    const user = await createUser(suite.app);
    const first = await as(suite.app, user).get('/credit-app');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      status: 'DRAFT',
      businessInfo: null,
      accountInfo: null,
      applicants: [],
      shops: [],
      taxForms: [],
      references: null,
    });
    expect((await as(suite.app, user).get('/credit-app')).json().id).toBe(first.json().id);
  });

  it('marks every answer no-store, errors included', async () => {
    const user = await createUser(suite.app);
    expect((await as(suite.app, user).get('/credit-app')).headers['cache-control']).toBe('no-store');
    expect((await as(suite.app, user).put('/business-info', {})).headers['cache-control']).toBe('no-store');
    expect((await as(suite.app, user).put('/applicants', [owner])).headers['cache-control']).toBe('no-store');
  });

  it('saves each section from a body with only the API fields, and GET answers them back', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    expect((await api.put('/business-info', businessInfo)).statusCode).toBe(200);
    expect((await api.put('/applicants', [owner, coOwner])).statusCode).toBe(200);
    expect((await api.put('/account-info', accountInfo)).statusCode).toBe(200);
    expect((await api.put('/shops', [shop])).statusCode).toBe(200);
    const saved = (await api.get('/credit-app')).json();
    expect(saved.businessInfo).toEqual(businessInfo);
    expect(saved.accountInfo).toEqual(accountInfo);
    expect(saved.shops).toEqual([shop]);
    expect(saved.applicants).toEqual([
      { ...owner, id: expect.any(String), ssn: '*****6789', dateOfBirth: '****-**-**' },
      { ...coOwner, id: expect.any(String), ssn: '*****0001', dateOfBirth: '****-**-**' },
    ]);
  });

  it('answers a PUT of applicants with the list as GET shows it, masked, with ids of its own', async () => {
    const user = await createUser(suite.app);
    const response = await as(suite.app, user).put('/applicants', [{ ...owner, id: 'chosen-by-the-client' }]);
    expect(response.statusCode).toBe(200);
    const [saved] = response.json();
    expect(saved.ssn).toBe('*****6789');
    expect(saved.dateOfBirth).toBe('****-**-**');
    expect(saved.id).not.toBe('chosen-by-the-client');
  });

  it('keeps the stored SSN and birth date when a PUT sends back the masked values', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const [saved] = (await api.put('/applicants', [owner])).json();
    const again = await api.put('/applicants', [{ ...saved, firstName: 'Anne' }, coOwner]);
    expect(again.statusCode).toBe(200);
    const stored = await storedApplicants(user.id);
    expect(stored[0].firstName).toBe('Anne');
    expect(stored[0].id).toBe(saved.id);
    expect(suite.app.fieldCipher.decrypt(stored[0].ssnEncrypted)).toBe(owner.ssn);
    expect(suite.app.fieldCipher.decrypt(stored[0].dateOfBirthEncrypted)).toBe(owner.dateOfBirth);
    expect(suite.app.fieldCipher.decrypt(stored[1].ssnEncrypted)).toBe(coOwner.ssn);
  });

  it('starts the owner from step 1: its id keeps, behind the masks, the SSN and birth date step 1 stored', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    // Step 1's sample person with an SSN and birth date of its own, so the test can tell which ones were kept.
    const identity = { ...identityApplicant, ssn: '512340011', dateOfBirth: '1976-07-04' };
    expect((await api.put('/kbvapplicants', identity)).statusCode).toBe(200);
    const { kbvStatus: _status, kbvStatusAt: _at, ...verified } = (await api.get('/kbvapplicants')).json();
    expect(verified.ssn).toBe('*****0011');
    // The applicants step's sample owner (every field it asks for) with what step 1 answered for this person.
    const response = await api.put('/applicants', [{ ...owner, ...verified }]);
    expect(response.statusCode).toBe(200);
    const [stored] = await storedApplicants(user.id);
    expect(stored.id).not.toBe(verified.id);
    expect(stored.firstName).toBe(identity.firstName);
    expect(suite.app.fieldCipher.decrypt(stored.ssnEncrypted)).toBe(identity.ssn);
    expect(suite.app.fieldCipher.decrypt(stored.dateOfBirthEncrypted)).toBe(identity.dateOfBirth);
  });

  it('replaces the SSN and birth date when new ones are sent', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const [saved] = (await api.put('/applicants', [owner])).json();
    await api.put('/applicants', [{ ...saved, ssn: '111223333', dateOfBirth: '1971-01-02' }]);
    const [stored] = await storedApplicants(user.id);
    expect(suite.app.fieldCipher.decrypt(stored.ssnEncrypted)).toBe('111223333');
    expect(suite.app.fieldCipher.decrypt(stored.dateOfBirthEncrypted)).toBe('1971-01-02');
  });

  it.each([
    [
      'a new applicant with a masked SSN',
      [owner, { ...coOwner, ssn: '*****0001' }],
      '1.ssn',
      'Social Security Number must be 9 numbers with no dashes.',
    ],
    [
      'a new applicant with a masked birth date',
      [owner, { ...coOwner, dateOfBirth: '****-**-**' }],
      '1.dateOfBirth',
      'Date of Birth is invalid.',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_case, body, path, message) => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    await api.put('/applicants', [owner]);
    const before = await storedApplicants(user.id);
    const response = await api.put('/applicants', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [path]: message });
    expect(await storedApplicants(user.id)).toEqual(before);
  });

  it('refuses a masked SSN whose last four digits are not the stored ones', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const [saved] = (await api.put('/applicants', [owner])).json();
    const response = await api.put('/applicants', [{ ...saved, ssn: '*****0000' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ '0.ssn': 'Social Security Number must be 9 numbers with no dashes.' });
  });

  it('stores SSNs and birth dates only encrypted: the database holds neither in clear', async () => {
    const user = await createUser(suite.app);
    await as(suite.app, user).put('/applicants', [owner, coOwner]);
    const row = await suite.app.db
      .selectFrom('credit_applications')
      .select('data')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const secret of [owner.ssn, owner.dateOfBirth, coOwner.ssn, coOwner.dateOfBirth, '6789', '0001'])
      expect(row.data).not.toContain(secret);
    expect(row.data).toMatch(/"ssnEncrypted":"v1:/);
  });

  it('keeps only the fields the form shows: no credit limit on a cash account, no unknown names', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const response = await api.put('/account-info', {
      ...accountInfo,
      paymentOption: 'CASH_ACCOUNT',
      creditLimit: 9000,
      favouriteColour: 'red',
      shops: [shop],
    });
    expect(response.statusCode).toBe(200);
    const { creditLimit: _limit, ...rest } = accountInfo;
    expect((await api.get('/credit-app')).json().accountInfo).toEqual({ ...rest, paymentOption: 'CASH_ACCOUNT' });
    expect((await api.get('/credit-app')).json().shops).toEqual([]);
  });

  it('keeps the screen toggles the form sends with the data', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const body = { ...accountInfo, hasExistingAccount: true, hasAdditionalLocations: true };
    await api.put('/account-info', body);
    expect((await api.get('/credit-app')).json().accountInfo).toEqual(body);
  });

  it('saves sections written at the same moment without losing any', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const answers = await Promise.all([
      api.put('/business-info', businessInfo),
      api.put('/applicants', [owner]),
      api.put('/account-info', accountInfo),
      api.put('/shops', [shop]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await api.get('/credit-app')).json();
    expect([saved.businessInfo, saved.accountInfo, saved.applicants.length, saved.shops.length]).toEqual([
      businessInfo,
      accountInfo,
      1,
      1,
    ]);
    // Again on the existing draft, where each section but the applicants is one statement that merges it into the
    // stored sections: every change survives, and the sections keep their order.
    const order = Object.keys(JSON.parse(await storedData(user.id)));
    const changed = { ...businessInfo, companyName: 'Acme Two LLC' };
    const toggled = { ...accountInfo, hasExistingAccount: true, hasAdditionalLocations: true };
    const again = await Promise.all([
      api.put('/business-info', changed),
      api.put('/applicants', [owner, coOwner]),
      api.put('/account-info', toggled),
      api.put('/shops', [shop, shop]),
    ]);
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(again[0].json()).toEqual(changed);
    const after = (await api.get('/credit-app')).json();
    expect([after.businessInfo, after.accountInfo, after.applicants.length, after.shops.length]).toEqual([
      changed,
      toggled,
      2,
      2,
    ]);
    expect(Object.keys(JSON.parse(await storedData(user.id)))).toEqual(order);
    // An empty list keeps nothing (the form hides a list without entries) and answers, and reads back, as [].
    const emptied = await api.put('/shops', []);
    expect([emptied.statusCode, emptied.json()]).toEqual([200, []]);
    expect((await api.get('/credit-app')).json().shops).toEqual([]);
  });

  it('answers 409 to every PUT once the application is submitted, and changes nothing', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    await api.put('/business-info', businessInfo);
    await markSubmitted(suite.app, user.id);
    for (const [url, body] of [
      ['/business-info', { ...businessInfo, companyName: 'Changed' }],
      ['/applicants', [owner]],
      ['/account-info', accountInfo],
      ['/shops', [shop]],
    ] as const) {
      const response = await api.put(url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().code).toBe('APPLICATION_SUBMITTED');
    }
    const saved = (await api.get('/credit-app')).json();
    expect(saved.status).toBe('SUBMITTED');
    expect(saved.businessInfo).toEqual(businessInfo);
  });

  it('needs a login', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/credit-app' });
    expect(response.statusCode).toBe(401);
  });

  async function storedData(userId: string): Promise<string> {
    const row = await suite.app.db
      .selectFrom('credit_applications')
      .select('data')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.data;
  }

  async function storedApplicants(userId: string) {
    return JSON.parse(await storedData(userId)).applicants as Array<Record<string, string>>;
  }
});
