import { staffApi } from '../api/staff-api.ts';
import type { StaffRole } from '../api/staff-session.ts';
import type { StaffAccount } from '../api/staff-types.ts';

/** The staff accounts calls, for admins. */
export const staffAccountsApi = {
  list: () => staffApi<{ items: StaffAccount[] }>('GET', '/members').then(({ items }) => items),
  /** Creates the account; the server emails its one-time set-password link. */
  add: (email: string, role: StaffRole) => staffApi<StaffAccount>('POST', '/members', { email, role }),
  update: (id: string, change: { role?: StaffRole; disabled?: boolean }) =>
    staffApi<StaffAccount>('PATCH', `/members/${encodeURIComponent(id)}`, change),
};
