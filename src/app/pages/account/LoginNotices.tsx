import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from './GuardedLink.tsx';

/**
 * The notices `/login/continue` shows after an email link: address verified, verification failed (with the way
 * to a new link), password reset.
 */
export function LoginNotices({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <>
      {query.get('emailVerified') === 'true' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.emailVerified')}
        </Alert>
      )}
      {query.get('emailVerificationError') === 'true' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('auth.verifyFailed')} <GuardedLink href="/send-verification">{t('auth.resendVerification')}</GuardedLink>
        </Alert>
      )}
      {query.get('passwordReset') === 'true' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.passwordReset')}
        </Alert>
      )}
    </>
  );
}
