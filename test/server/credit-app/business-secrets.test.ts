import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { taxIdAtRest } from '../../../src/server/db/migrations/0015-tax-id-at-rest.ts';
import { businessInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';

const TAX_ID = String(businessInfo.federalTaxId);

describeOnEachDatabase('the federal tax ID at rest on $name', (suite) => {
  /** The user's `credit_applications` row as stored. */
  const storedRow = (userId: string) =>
    suite.app.db
      .selectFrom('credit_applications')
      .select(['data', 'revision'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('stores the federal tax ID only encrypted; the applicant who entered it reads it back', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const saved = await api.put('/business-info', businessInfo);
    expect(saved.json()).toEqual(businessInfo);
    const { data } = await storedRow(user.id);
    expect(data).not.toContain(TAX_ID);
    const stored = JSON.parse(data).businessInfo;
    expect(stored).not.toHaveProperty('federalTaxId');
    expect(suite.app.fieldCipher.decrypt(stored.federalTaxIdEncrypted)).toBe(TAX_ID);
    const read = (await api.get('/credit-app')).json().businessInfo;
    expect(read).toEqual(businessInfo);
    // The save answers exactly what a read shows, down to the order of the fields (the tax ID last).
    expect(saved.body).toBe(JSON.stringify(read));
  });

  it('migration 0015 encrypts the tax IDs stored in clear and leaves everything else as it was', async () => {
    const withTaxId = await createUser(suite.app);
    const withoutBusiness = await createUser(suite.app);
    await as(suite.app, withTaxId).put('/business-info', businessInfo);
    await as(suite.app, withoutBusiness).get('/credit-app');
    // The row as a release before 0015 wrote it.
    const before = await storedRow(withTaxId.id);
    const legacy = JSON.stringify({ businessInfo });
    await suite.app.db
      .updateTable('credit_applications')
      .set({ data: legacy })
      .where('user_id', '=', withTaxId.id)
      .execute();
    const untouched = await storedRow(withoutBusiness.id);

    await suite.app.db.transaction().execute((trx) => taxIdAtRest(suite.app.fieldCipher).up(trx));

    const after = await storedRow(withTaxId.id);
    expect(after.data).not.toContain(TAX_ID);
    const { federalTaxIdEncrypted, ...rest } = JSON.parse(after.data).businessInfo;
    const { federalTaxId: _clear, ...others } = businessInfo;
    expect(rest).toEqual(others);
    expect(suite.app.fieldCipher.decrypt(federalTaxIdEncrypted)).toBe(TAX_ID);
    expect(Number(after.revision)).toBe(Number(before.revision) + 1);
    expect(await storedRow(withoutBusiness.id)).toEqual(untouched);
    expect((await as(suite.app, withTaxId).get('/credit-app')).json().businessInfo).toEqual(businessInfo);
  });
});
