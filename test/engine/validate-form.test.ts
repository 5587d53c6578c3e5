import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { loadForm } from '../../src/engine/loaded-form.ts';
import { validateForm } from '../../src/engine/validate-form.ts';
import { localizedErrorMap } from '../../src/shared/field-errors.ts';
import { createTestI18n } from '../helpers/i18n.ts';

let en: i18n;
let es: i18n;
beforeAll(async () => {
  [en, es] = await Promise.all([createTestI18n('en'), createTestI18n('es')]);
});

async function messages(formId: string, data: unknown, language: i18n) {
  const form = await loadForm(formId);
  return localizedErrorMap(validateForm(form, data), form.uiSchema, language.t.bind(language));
}

describe('validation messages in the spec wording, from the precompiled validators', () => {
  it.each([
    ['steps/business-information', {}, 'companyName', 'Company Name / Doing Business As is required.'],
    ['steps/business-information', { phone: '55-0100' }, 'phone', 'Phone is invalid.'],
    ['steps/business-information', { phone: '(417) 555-0100' }, 'phone', undefined],
    ['steps/business-information', { phone: '417.555.0100' }, 'phone', undefined],
    ['steps/business-information', { dunsNumber: '12345678' }, 'dunsNumber', 'DUNS Number must be a 9-digit number.'],
    [
      'steps/business-information',
      { numberOfEmployees: 500001 },
      'numberOfEmployees',
      'Number of Employees must be 500000 or less',
    ],
    [
      'steps/business-information',
      { yearsInBusiness: 1000 },
      'yearsInBusiness',
      'Years in Business must be 999 or less',
    ],
    [
      'steps/business-information',
      { accountsPayableEmail: 'not-an-email' },
      'accountsPayableEmail',
      'Accounts Payable Email is invalid.',
    ],
    [
      'steps/business-information',
      { companyName: '   ' },
      'companyName',
      'Company Name / Doing Business As cannot be only spaces.',
    ],
    ['steps/business-information', { companyName: ' Acme ' }, 'companyName', undefined],
    ['steps/business-information', { addressLine2: ' ' }, 'addressLine2', 'Address Line 2 cannot be only spaces.'],
    ['steps/business-information', { addressLine2: '' }, 'addressLine2', undefined],
    [
      'steps/business-information',
      { businessDescription: '\t\n' },
      'businessDescription',
      'Business Description cannot be only spaces.',
    ],
    ['steps/applicant-information', { addressCity: '\u00a0' }, 'addressCity', 'City cannot be only spaces.'],
    [
      'steps/applicant-information',
      { ssn: '123-45-6789' },
      'ssn',
      'Social Security Number must be 9 numbers with no dashes.',
    ],
    ['steps/applicant-information', { addressZip: '6580' }, 'addressZip', 'ZIP Code is invalid.'],
    ['steps/applicant-information', { addressZip: '65808-4120' }, 'addressZip', undefined],
    [
      'steps/account-information',
      { paymentOption: 'MONTHLY_PAY', creditLimit: 99 },
      'creditLimit',
      'Value must be whole number from 100 and 50000.',
    ],
    ['steps/account-information', { paymentOption: 'CASH_ACCOUNT' }, 'creditLimit', undefined],
    [
      'steps/account-information',
      { paymentOption: 'MONTHLY_PAY' },
      'creditLimit',
      'Credit Limit Requested is required.',
    ],
    [
      'steps/account-information',
      { existingAccountNumbers: ['12a'] },
      'existingAccountNumbers.0',
      'Account Number must contain only digits.',
    ],
    ['steps/submit', { terms: false }, 'terms', 'Must agree to terms.'],
    [
      'auth/register',
      { password: 'password' },
      'password',
      'Must be 8-20 characters and contain at least 1 letter, 1 number, and 1 special character.',
    ],
  ])('%s %j → %s', async (formId, data, field, expected) => {
    expect((await messages(formId, data, en))[field]).toBe(expected);
  });

  it('speaks Spanish with the field name translated', async () => {
    const result = await messages('steps/applicant-information', { ssn: '12' }, es);
    expect(result.ssn).toBe('El campo Número de Seguro Social debe tener 9 números sin guiones.');
    expect(result.firstName).toBe('El campo Nombre es obligatorio.');
    const blank = await messages('steps/applicant-information', { lastName: '  ' }, es);
    expect(blank.lastName).toBe('El campo Apellido no puede contener solo espacios.');
  });
});
