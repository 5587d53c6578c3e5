import { useLoading, useSnackbar } from '../../../engine/providers.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { resendVerificationEmail } from './account-api.ts';

/**
 * Sends a new verification email and says how it went in a toast: 'email resent', the 2-minute wait, or a
 * general failure. Resolves true when the email went out.
 */
export function useResendVerification(): (email: string) => Promise<boolean> {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  return useCallback(
    async (email) => {
      try {
        await track(resendVerificationEmail(email));
        enqueueSnackbar(t('auth.emailResent'), { variant: 'success' });
        return true;
      } catch (error) {
        const tooSoon = error instanceof ApiError && error.status === 429;
        enqueueSnackbar(t(tooSoon ? 'auth.resendTooSoon' : 'auth.resendFailed'), { variant: 'error' });
        return false;
      }
    },
    [t, enqueueSnackbar, track],
  );
}
