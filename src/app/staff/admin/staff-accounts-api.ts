import { staffApi } from '../api/staff-api.ts';
import type { NewStaffBody, StaffChangeBody } from '../../../shared/staff/request-schemas.ts';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';

/** The staff accounts calls, for admins. */
export const staffAccountsApi = {
  list: () => staffApi<{ items: StaffAccount[] }>('GET', '/members').then(({ items }) => items),
  /** Creates the account; the server emails its one-time set-password link. */
  add: (email: string, role: StaffRole, name: string) =>
    staffApi<StaffAccount>('POST', '/members', { email, role, name } satisfies NewStaffBody),
  update: (id: string, change: StaffChangeBody) =>
    staffApi<StaffAccount>('PATCH', `/members/${encodeURIComponent(id)}`, change),
  /** Emails the member a new set-password link; their earlier links stop working. */
  sendLink: (id: string) => staffApi<void>('POST', `/members/${encodeURIComponent(id)}/link`),
};
