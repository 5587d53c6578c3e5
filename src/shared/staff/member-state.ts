/**
 * Where a staff account stands, as the admin page shows it: `invited` (a link was sent, no password and
 * authenticator set yet), `enrolled` (both set: the member can sign in) or `disabled` (an admin turned it off,
 * whatever was set).
 */
export type StaffMemberState = 'invited' | 'enrolled' | 'disabled';

/** The state of an account that has (or has not) set its credentials and is (or is not) disabled. */
export function staffMemberState(account: { enrolled: boolean; disabled: boolean }): StaffMemberState {
  if (account.disabled) return 'disabled';
  return account.enrolled ? 'enrolled' : 'invited';
}
