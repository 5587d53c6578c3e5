import { staffApi } from '../api/staff-api.ts';
import { keepStaffSession, type TokenPair } from '../api/staff-auth.ts';
import type { OidcExchangeBody, StaffOidcConfig } from '../../../shared/staff/oidc.ts';

/** Whether the server signs staff in through the company's provider; off when it cannot be asked. */
export function fetchStaffOidcConfig(): Promise<StaffOidcConfig> {
  return staffApi<StaffOidcConfig>('GET', '/oidc/config').catch(() => ({ enabled: false }));
}

/**
 * Trades the one-time code of a sign-in through the provider for the session, once per code: React may run the
 * completion page's effect twice, and a second trade of the same code would be refused.
 */
const trades = new Map<string, Promise<void>>();
export function completeStaffOidcSignIn(code: string): Promise<void> {
  let trade = trades.get(code);
  if (!trade) {
    const body: OidcExchangeBody = { code };
    trade = staffApi<TokenPair>('POST', '/oidc/exchange', body).then(keepStaffSession);
    trades.set(code, trade);
  }
  return trade;
}
