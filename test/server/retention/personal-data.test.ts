import { describe, expect, it } from 'vitest';
import { personalDataIn, withoutPersonalData } from '../../../src/server/retention/personal-data.ts';

describe("an application's personal data, as the purge sees it", () => {
  it.each([
    ['in clear', { federalTaxId: '123456789' }],
    ['encrypted at rest', { federalTaxIdEncrypted: 'v1:iv:tag:body' }],
  ])('takes the people whole and the federal tax ID stored %s, and keeps the rest', (_how, taxId) => {
    const sections = {
      businessInfo: { companyName: 'Acme', dunsNumber: '123456789', ...taxId },
      applicants: [{ firstName: 'Ann', ssnEncrypted: 'v1:x', dateOfBirthEncrypted: 'v1:y', phone: '555' }, {}],
      accountInfo: { creditLimit: 5000 },
      shops: [{ name: 'North' }],
    };
    expect(personalDataIn(sections)).toEqual({ people: 2, businessFields: ['federalTaxId'] });
    const kept = withoutPersonalData(sections);
    expect(kept).toEqual({
      businessInfo: { companyName: 'Acme', dunsNumber: '123456789' },
      accountInfo: { creditLimit: 5000 },
      shops: [{ name: 'North' }],
    });
    expect(personalDataIn(kept)).toEqual({ people: 0, businessFields: [] });
  });
});
