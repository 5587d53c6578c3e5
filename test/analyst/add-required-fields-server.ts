import { describe, expect, it } from 'vitest';
import type { AnalystProduct } from './analyst-product.ts';
import { PERSON_AND_ACCOUNT_EXAMPLES as EXAMPLES } from './required-person-and-account.ts';

/**
 * #29's done-when: a required field added to the applicants and to the account step as docs/analysts.md says leaves
 * the tests' data valid, because every fixture and test body starts from the forms' sample data. Here the flows
 * that used to send hand-built bodies run on such a copy (required-person-and-account.ts), on the product
 * `product`: step 1's person carried into the applicants step, both applicants, the account step, and a whole
 * submission.
 */
export function describeRequiredFields(product: AnalystProduct): void {
  describe('an analyst adds required fields to the applicants and the account step: the test data follows', () => {
    it('fills the fixtures from the new fields’ examples', () => {
      const { fixtures } = product;
      // The generated types are the real forms'; the copy's fields are there at run time only.
      expect(fixtures.owner).toMatchObject({ ownershipShare: EXAMPLES.ownershipShare });
      expect(fixtures.coOwner).toMatchObject({ ownershipShare: EXAMPLES.ownershipShare });
      expect(fixtures.accountInfo).toMatchObject({ monthlyPurchases: EXAMPLES.monthlyPurchases });
    });

    it('starts the owner from step 1 with the sample owner’s other answers', async () => {
      const { app, support, fixtures } = product;
      const api = support.as(app, await support.createUser(app));
      expect((await api.put('/kbvapplicants', fixtures.identityApplicant)).statusCode).toBe(200);
      const { kbvStatus: _status, kbvStatusAt: _at, ...verified } = (await api.get('/kbvapplicants')).json();
      const saved = await api.put('/applicants', [{ ...fixtures.owner, ...verified }, fixtures.coOwner]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().map((person: { ownershipShare: number }) => person.ownershipShare)).toEqual([60, 60]);
    });

    it('refuses an applicant and an account step without the new fields, naming them', async () => {
      const { app, support, fixtures } = product;
      const api = support.as(app, await support.createUser(app));
      const person = await api.put('/applicants', [{ ...fixtures.owner, ownershipShare: undefined }]);
      expect(person.statusCode).toBe(400);
      expect(Object.keys(person.json().errors)).toEqual(['0.ownershipShare']);
      const account = await api.put('/account-info', { ...fixtures.accountInfo, monthlyPurchases: undefined });
      expect(account.statusCode).toBe(400);
      expect(Object.keys(account.json().errors)).toEqual(['monthlyPurchases']);
    });

    it('submits an application made of the sample data', { timeout: 120_000 }, async () => {
      const { user } = await product.sampleSubmission();
      expect((await product.support.as(product.app, user).get('/credit-app')).json().accountInfo).toMatchObject({
        monthlyPurchases: EXAMPLES.monthlyPurchases,
      });
    });
  });
}
