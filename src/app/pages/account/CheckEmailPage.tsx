import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';
import { useQueryParams } from './query-params.ts';
import { useResendVerification } from './use-resend-verification.ts';

/** `/check-email?email=`: the verification email is on its way; it can be sent again (every 2 minutes). */
export function CheckEmailPage() {
  const { t } = useTranslation();
  const email = useQueryParams().get('email')?.trim();
  const resend = useResendVerification();
  return (
    <AccountShell title="login.checkEmailTitle">
      <Typography sx={{ mb: 2 }}>
        {email ? t('login.checkEmailSentTo', { email }) : t('login.checkEmailSent')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('login.notReceived')}</Typography>
      {email ? (
        <Link component="button" type="button" onClick={() => void resend(email)}>
          {t('auth.resendVerification')}
        </Link>
      ) : (
        <GuardedLink href="/send-verification">{t('auth.resendVerification')}</GuardedLink>
      )}
    </AccountShell>
  );
}
