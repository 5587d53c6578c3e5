import { Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { recoverPassword } from './account-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';

/** `/login/recover`: ask for a password reset link; then the password-check-email page. */
export function RecoverPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  return (
    <AccountShell title="login.forgotPassword">
      <Typography sx={{ mb: 2 }}>{t('login.recoverIntro')}</Typography>
      <AccountForm
        formId="auth/recover"
        submitLabel="login.sendEmail"
        onSubmit={async (data) => {
          await recoverPassword(data);
          navigate('/password-check-email');
        }}
        onFailure={() => enqueueSnackbar(t('auth.recoverFailed'), { variant: 'error' })}
      >
        <GuardedLink href="/login/continue">{t('login.backToLogin')}</GuardedLink>
      </AccountForm>
    </AccountShell>
  );
}
