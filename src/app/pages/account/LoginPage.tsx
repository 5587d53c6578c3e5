import { Alert, Link, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiError } from '../../api/api-error.ts';
import { logIn } from './account-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';
import { LoginNotices } from './LoginNotices.tsx';
import { useQueryParams } from './query-params.ts';
import { useResendVerification } from './use-resend-verification.ts';

/** What the last failed login means for the page. */
type Failure = { kind: 'notVerified'; email: string } | { kind: 'credentials' } | null;

/**
 * `/login/continue`: log in to continue a previous application. Shows the notice its query asks for
 * (`emailVerified`, `emailVerificationError`, `passwordReset`); an unverified email gets a warning with a link
 * that sends a new verification email.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const query = useQueryParams();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<Failure>(null);
  // A ref, not state: the failure handler runs in the same turn as the submit that set it.
  const lastEmail = useRef('');

  const onFailure = (error: ApiError) => {
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      setFailure({ kind: 'notVerified', email: lastEmail.current });
      return;
    }
    const badCredentials = error.code === 'INVALID_CREDENTIALS';
    setFailure(badCredentials ? { kind: 'credentials' } : null);
    enqueueSnackbar(badCredentials || !error.message ? t('auth.loginFailed') : error.message, { variant: 'error' });
  };

  return (
    <AccountShell title="login.continuePrevious" current="continue">
      <LoginNotices query={query} />
      {failure?.kind === 'notVerified' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('auth.emailNotVerified')}{' '}
          <Link component="button" type="button" onClick={() => void resend(failure.email)}>
            {t('auth.resendVerification')}
          </Link>
        </Alert>
      )}
      {failure?.kind === 'credentials' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('auth.loginFailedInline')}
        </Alert>
      )}
      <Typography sx={{ mb: 2 }}>{t('login.continueIntro')}</Typography>
      <AccountForm
        formId="auth/login"
        submitLabel="login.logIn"
        onSubmit={async (data) => {
          lastEmail.current = data.email;
          setFailure(null);
          await logIn(data);
          navigate('/', { replace: true });
        }}
        onFailure={onFailure}
      >
        <GuardedLink href="/login/recover">{t('login.forgotPassword')}</GuardedLink>
        <GuardedLink href="/login">{t('login.createAccount')}</GuardedLink>
      </AccountForm>
    </AccountShell>
  );
}
