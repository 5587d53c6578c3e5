import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/api-error.ts';
import { logInStaff } from '../api/staff-auth.ts';
import { staffSession } from '../api/staff-session.ts';
import { CompanySignIn } from '../oidc/CompanySignIn.tsx';
import { StaffCard } from './StaffCard.tsx';

/**
 * `/staff/login`: email, password and the authenticator's current code, and below them the company account when
 * the server has a provider. Says why the last session ended (30 minutes idle, or refused by the server) and, alike
 * for any wrong part, that the login failed.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [ended] = useState(() => staffSession.takeEnd());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      await logInStaff(String(fields.get('email')), String(fields.get('password')), String(fields.get('otp')));
      navigate('/', { replace: true });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // A 429 says how long to wait (the server's localized detail); any other refusal is the one wording for all.
      if (status === 429 && error instanceof ApiError && error.message) setFailure(error.message);
      else
        setFailure(
          status === 401 || status === 400 ? t('staffConsole.login.failed') : t('staffConsole.login.unavailable'),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffCard title="staffConsole.login.title">
      {ended && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`staffConsole.login.ended.${ended}`)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
        <TextField name="email" type="email" label={t('staffConsole.login.email')} autoComplete="username" required />
        <TextField
          name="password"
          type="password"
          label={t('staffConsole.login.password')}
          autoComplete="current-password"
          required
        />
        <TextField
          name="otp"
          label={t('staffConsole.login.code')}
          helperText={t('staffConsole.login.codeHelp')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('staffConsole.login.submit')}
        </Button>
      </Stack>
      <CompanySignIn />
    </StaffCard>
  );
}
