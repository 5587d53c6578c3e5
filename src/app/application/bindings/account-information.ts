import type { AccountInformationData, Shop } from '../../../shared/generated/form-data.ts';
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
 * The account step's yes/no questions, answered from its saved account and shops when the person has not
 * answered them (data saved through the API alone).
 */
export function withDerivedToggles(binding: StepBinding): StepBinding {
  return {
    ...binding,
    formData: (loaded) => {
      if (!loaded.creditApp.accountInfo) return {};
      const data = binding.formData(loaded) as Partial<AccountInformationData>;
      return { ...derivedToggles(data, (data.shops ?? []) as Shop[]), ...data };
    },
  };
}
