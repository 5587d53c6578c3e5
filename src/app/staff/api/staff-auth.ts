import { staffApi } from './staff-api.ts';
import { staffSession, type StaffMember } from './staff-session.ts';
import redaxios from 'redaxios';

/** The tokens of a staff session, as a login or the trade of a sign-in code answers them. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** What setting the password returns: the TOTP secret to enrol in an authenticator app, and its `otpauth://` URL. */
export interface TotpEnrolment {
  totpSecret: string;
  otpauthUrl: string;
}

/** Logs a staff member in with email, password and the current code, and keeps the session with who it is. */
export async function logInStaff(email: string, password: string, otp: string): Promise<void> {
  await keepStaffSession(
    await staffApi<TokenPair>('POST', '/auth/login', { email: email.trim(), password, otp: otp.trim() }),
  );
}

/** Keeps a new session's tokens with who they belong to (asked of the server with the new access token). */
export async function keepStaffSession(tokens: TokenPair): Promise<void> {
  const { data: member } = await redaxios.get<StaffMember>('/api/v1/staff/me', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  staffSession.logIn(member, tokens.access_token, tokens.refresh_token);
}

/** Sets the password of the account the one-time link `token` names; answers the TOTP secret to enrol. */
export function setStaffPassword(token: string, password: string): Promise<TotpEnrolment> {
  return staffApi<TotpEnrolment>('POST', '/auth/set-password', { password }, { token });
}
