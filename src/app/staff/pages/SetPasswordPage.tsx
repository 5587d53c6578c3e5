import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { STAFF_PASSWORD_LENGTH } from '../../../shared/staff/request-schemas.ts';
import { useQueryParams } from '../../pages/account/query-params.ts';
import { setStaffPassword, type TotpEnrolment } from '../api/staff-auth.ts';
import { StaffCard } from './StaffCard.tsx';
import { TotpEnrolmentForm } from './TotpEnrolmentForm.tsx';

/**
 * `/staff/set-password?ac=TOKEN`: the one-time link of a new staff account. First a password (typed twice), then
 * the authenticator enrolment, which ends by logging in with the first code.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const token = useQueryParams().get('ac') ?? '';
  const [enrolment, setEnrolment] = useState<{ password: string; totp: TotpEnrolment } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password'));
    if (password !== String(fields.get('confirm'))) {
      setFailure(t('staffConsole.setPassword.mismatch'));
      return;
    }
    setFailure(null);
    try {
      setEnrolment({ password, totp: await setStaffPassword(token, password) });
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(0, undefined);
      setFailure(
        Object.values(problem.fieldErrors ?? {})[0] ?? (problem.message || t('staffConsole.setPassword.failed')),
      );
    }
  };

  if (enrolment)
    return (
      <StaffCard title="staffConsole.enrol.title">
        <TotpEnrolmentForm password={enrolment.password} enrolment={enrolment.totp} />
      </StaffCard>
    );
  return (
    <StaffCard title="staffConsole.setPassword.title">
      <Typography sx={{ mb: 2 }}>{t('staffConsole.setPassword.intro')}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
        <TextField
          name="password"
          type="password"
          label={t('staffConsole.setPassword.password')}
          helperText={t('staffConsole.setPassword.passwordHelp', STAFF_PASSWORD_LENGTH)}
          autoComplete="new-password"
          required
        />
        <TextField
          name="confirm"
          type="password"
          label={t('staffConsole.setPassword.confirm')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large">
          {t('staffConsole.setPassword.submit')}
        </Button>
      </Stack>
    </StaffCard>
  );
}
