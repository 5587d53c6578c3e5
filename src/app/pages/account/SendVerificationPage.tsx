import { Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { resendVerificationEmail } from './account-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';

/** `/send-verification`: enter the account's email and press Send Email; then the check-email page. */
export function SendVerificationPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  return (
    <AccountShell title="login.sendVerificationTitle">
      <Typography sx={{ mb: 2 }}>{t('login.sendVerificationIntro')}</Typography>
      <AccountForm
        formId="auth/send-verification"
        submitLabel="login.sendEmail"
        onSubmit={async (data) => {
          await resendVerificationEmail(data.email);
          enqueueSnackbar(t('auth.emailResent'), { variant: 'success' });
          navigate(`/check-email?${new URLSearchParams({ email: data.email.trim() })}`);
        }}
        onFailure={(error) =>
          enqueueSnackbar(t(error.status === 429 ? 'auth.resendTooSoon' : 'auth.resendFailed'), { variant: 'error' })
        }
      >
        <GuardedLink href="/login/continue">{t('login.backToLogin')}</GuardedLink>
      </AccountForm>
    </AccountShell>
  );
}
