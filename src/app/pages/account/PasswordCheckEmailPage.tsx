import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';

/** `/password-check-email`: a reset link is on its way, if the address has an account (it does not say). */
export function PasswordCheckEmailPage() {
  const { t } = useTranslation();
  return (
    <AccountShell title="login.checkEmailTitle">
      <Typography sx={{ mb: 2 }}>{t('login.passwordCheckEmailBody')}</Typography>
      <GuardedLink href="/login/continue">{t('login.backToLogin')}</GuardedLink>
    </AccountShell>
  );
}
