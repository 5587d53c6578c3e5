import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/api-error.ts';
import type { LoadedApplication } from '../../src/app/application/bindings/index.ts';

vi.mock('../../src/app/api/client.ts', () => ({ api: vi.fn() }));
const { api } = await import('../../src/app/api/client.ts');
const { stepBindings } = await import('../../src/app/application/bindings/index.ts');
const callApi = vi.mocked(api);
afterEach(() => vi.resetAllMocks());

const loaded = (creditApp: Partial<LoadedApplication['creditApp']>): LoadedApplication => ({
  kbvApplicant: null,
  creditApp: {
    id: 'a',
    status: 'DRAFT',
    businessInfo: null,
    accountInfo: null,
    applicants: [],
    shops: [],
    taxForms: [],
    ...creditApp,
  },
});

describe('the step bindings of steps 2 to 4', () => {
  it('starts a new application’s applicants with the owner, and sends the bare list', async () => {
    expect(stepBindings.applicants.formData(loaded({}))).toEqual({ applicants: [{}] });
    callApi.mockResolvedValue([]);
    await stepBindings.applicants.save({ applicants: [{ firstName: 'Ann' }] });
    expect(callApi).toHaveBeenCalledWith('PUT', '/v1/applicants', [{ firstName: 'Ann' }]);
  });

  it('puts the server’s messages for a list under the form’s fields (0.ssn → applicants.0.ssn)', async () => {
    callApi.mockRejectedValue(
      new ApiError(400, {
        detail: 'Some of the data is not valid',
        errors: { '0.ssn': 'SSN message', '': 'List message' },
      }),
    );
    const failure = await stepBindings.applicants.save({ applicants: [{}] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({
      'applicants.0.ssn': 'SSN message',
      applicants: 'List message',
    });
  });

  it('saves the account step as the account and then its shops', async () => {
    callApi.mockResolvedValue({});
    const shop = { companyName: 'North', creditLimit: 0 };
    await stepBindings.accountInformation.save({
      paymentOption: 'CASH_ACCOUNT',
      hasAdditionalLocations: true,
      shops: [shop],
    });
    expect(callApi.mock.calls).toEqual([
      ['PUT', '/v1/account-info', { paymentOption: 'CASH_ACCOUNT', hasAdditionalLocations: true }],
      ['PUT', '/v1/shops', [shop]],
    ]);
  });

  it('answers the account step’s questions from data saved without them', () => {
    const data = stepBindings.accountInformation.formData(
      loaded({
        accountInfo: { paymentOption: 'DAILY_PAY', existingAccountNumbers: ['12'] },
        shops: [{ companyName: 'North', creditLimit: 900 }],
      }),
    );
    expect(data).toMatchObject({ hasExistingAccount: true, hasAdditionalLocations: true, separateCreditLines: true });
    const none = stepBindings.accountInformation.formData(loaded({ accountInfo: { paymentOption: 'DAILY_PAY' } }));
    expect(none).toMatchObject({ hasExistingAccount: false, hasAdditionalLocations: false });
    expect(none).not.toHaveProperty('separateCreditLines');
    expect(
      stepBindings.accountInformation.formData(
        loaded({ accountInfo: { paymentOption: 'DAILY_PAY', hasExistingAccount: true, existingAccountNumbers: [] } }),
      ),
    ).toMatchObject({ hasExistingAccount: true });
  });
});
