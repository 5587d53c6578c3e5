import { api } from '../../api/client.ts';
import type { AccountInformationData, Shop } from '../../../shared/generated/form-data.ts';
import { saveList } from './list-errors.ts';
import type { StepBinding } from './types.ts';

/**
 * The screen's yes/no questions as the saved data answers them, for data saved without them (through the API
 * alone): an account number means an existing account, a shop additional locations, a shop's own credit limit
 * separate lines of credit. Answers the person gave win.
 */
function derivedToggles(accountInfo: Partial<AccountInformationData>, shops: Shop[]): Partial<AccountInformationData> {
  return {
    hasExistingAccount: (accountInfo.existingAccountNumbers ?? []).length > 0,
    hasAdditionalLocations: shops.length > 0,
    ...(shops.length ? { separateCreditLines: shops.some((shop) => (shop.creditLimit ?? 0) > 0) } : {}),
  };
}

/**
 * The account step edits the account (`PUT /v1/account-info`) and its additional locations (`PUT /v1/shops`,
 * the bare list) in one form: the account is saved first, then the shops.
 */
export const accountInformation: StepBinding = {
  formData: ({ creditApp }) => {
    if (!creditApp.accountInfo) return {};
    const accountInfo = creditApp.accountInfo as Partial<AccountInformationData>;
    const shops = creditApp.shops as unknown as Shop[];
    return { ...derivedToggles(accountInfo, shops), ...accountInfo, ...(shops.length ? { shops } : {}) };
  },
  save: async (data) => {
    const { shops = [], ...accountInfo } = data as AccountInformationData;
    await api('PUT', '/v1/account-info', accountInfo);
    await saveList('shops', () => api('PUT', '/v1/shops', shops));
  },
  hasData: ({ creditApp }) => creditApp.accountInfo !== null,
};
