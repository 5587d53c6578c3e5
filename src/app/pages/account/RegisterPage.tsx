import { Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { register } from './account-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { AccountShell } from './AccountShell.tsx';

/** `/login`: start a new online application by creating an account; then the check-email page. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  return (
    <AccountShell title="login.startNew" current="register">
      <Typography sx={{ mb: 2 }}>{t('login.registerIntro')}</Typography>
      <AccountForm
        formId="auth/register"
        submitLabel="login.createAccount"
        onSubmit={async (data) => {
          await register(data);
          navigate(`/check-email?${new URLSearchParams({ email: data.email.trim() })}`);
        }}
        onFailure={() => enqueueSnackbar(t('auth.registerFailed'), { variant: 'error' })}
      />
    </AccountShell>
  );
}
