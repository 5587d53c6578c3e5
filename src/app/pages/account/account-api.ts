import type {
  LoginData,
  PasswordRecoveryQuestionKey,
  RecoverData,
  RegisterData,
  ResetPasswordData,
} from '../../../shared/generated/form-data.ts';
import type { api as clientApi } from '../../api/client.ts';
import { session } from '../../session.ts';

/**
 * The API client's `api`, fetched by an account page's first call (mostly when its button is pressed): the pages
 * draw without it, and the first page a person sees is one of them.
 */
async function api<T = unknown>(...args: Parameters<typeof clientApi>): Promise<T> {
  const client = await import('../../api/client.ts');
  return client.api<T>(...args);
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Creates an account; the server answers alike whether or not the email was taken. */
export async function register(data: RegisterData): Promise<void> {
  await api('POST', '/v1/auth/register', data);
}

/** Logs in and keeps the session (user and both tokens) as the spec says. */
export async function logIn({ email, password }: LoginData): Promise<void> {
  const tokens = await api<TokenPair>('POST', '/v1/auth/login', { email, password });
  session.logIn(email.trim(), tokens.access_token, tokens.refresh_token);
}

export async function recoverPassword({ email }: RecoverData): Promise<void> {
  await api('POST', '/v1/auth/recover-password', undefined, { email });
}

export async function resendVerificationEmail(email: string): Promise<void> {
  await api('GET', '/v1/email/resend-verification-email', undefined, { email });
}

export async function verifyEmail(token: string): Promise<void> {
  await api('GET', '/v1/email/verify', undefined, { ac: token });
}

/** The key of the recovery question the account chose (`first_car`), which the reset page asks. */
export async function fetchRecoveryQuestion(token: string): Promise<PasswordRecoveryQuestionKey> {
  const { passwordRecoveryQuestionKey } = await api<{ passwordRecoveryQuestionKey: PasswordRecoveryQuestionKey }>(
    'GET',
    '/v1/auth/reset-password',
    undefined,
    { token },
  );
  return passwordRecoveryQuestionKey;
}

/** Sets the new password; the question shown on the form is not sent back. */
export async function resetPassword(
  token: string,
  { newPassword, confirmPassword, passwordRecoveryAnswer }: ResetPasswordData,
): Promise<void> {
  await api('PATCH', '/v1/auth/reset-password', { newPassword, confirmPassword, passwordRecoveryAnswer }, { token });
}
