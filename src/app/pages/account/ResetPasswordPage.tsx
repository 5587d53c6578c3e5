import { Alert, CircularProgress, Typography } from '@mui/material';
import { saveFailureText } from '../../../engine/index.ts';
import { useSnackbar } from '../../../engine/providers.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PasswordRecoveryQuestionKey } from '../../../shared/generated/form-data.ts';
import { fetchRecoveryQuestion, resetPassword } from './account-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { AccountShell } from './AccountShell.tsx';
import { GuardedLink } from './GuardedLink.tsx';
import { useQueryParams } from './query-params.ts';

/** The link's state: still being checked, not usable, or good for the account's recovery question. */
type LinkState =
  { status: 'checking' } | { status: 'invalid' } | { status: 'ready'; questionKey: PasswordRecoveryQuestionKey };

/**
 * `/reset-password?ac=TOKEN`: shows the account's recovery question, asks its answer and the new password
 * twice, then goes to the login page with 'Password reset. Please login with new password.'. An expired, used or
 * forged link shows so, with the way to a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const token = useQueryParams().get('ac') ?? '';
  const [link, setLink] = useState<LinkState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    const settle = (state: LinkState) => current && setLink(state);
    if (!token) settle({ status: 'invalid' });
    else
      fetchRecoveryQuestion(token).then(
        (questionKey) => settle({ status: 'ready', questionKey }),
        () => settle({ status: 'invalid' }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AccountShell title="login.resetTitle">
      {link.status === 'checking' && <CircularProgress aria-label={t('common.loading')} />}
      {link.status === 'invalid' && (
        <Alert severity="error">
          {t('auth.resetLinkInvalid')} <GuardedLink href="/login/recover">{t('auth.requestNewLink')}</GuardedLink>
        </Alert>
      )}
      {link.status === 'ready' && (
        <>
          <Typography sx={{ mb: 2 }}>{t('login.resetIntro')}</Typography>
          <AccountForm
            formId="auth/reset-password"
            initialData={{ passwordRecoveryQuestionKey: link.questionKey }}
            submitLabel="login.resetSubmit"
            isDirty={(data) => Boolean(data.newPassword)}
            onSubmit={async (data) => {
              await resetPassword(token, data);
              navigate('/login/continue?passwordReset=true', { replace: true });
            }}
            onFailure={(error) => {
              if (error.code === 'RESET_LINK_INVALID') setLink({ status: 'invalid' });
              else enqueueSnackbar(saveFailureText(error, t('auth.resetFailed')), { variant: 'error' });
            }}
          />
        </>
      )}
    </AccountShell>
  );
}
