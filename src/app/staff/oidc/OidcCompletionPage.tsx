import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { STAFF_OIDC_CODE_PARAMETER, STAFF_OIDC_FAILURE_PARAMETER } from '../../../shared/staff/oidc.ts';
import { StaffCard } from '../pages/StaffCard.tsx';
import { completeStaffOidcSignIn } from './staff-oidc.ts';

/** The one-time code in the address fragment (read without side effects: React may call an initializer twice). */
const codeInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get(STAFF_OIDC_CODE_PARAMETER) ?? '';

/**
 * `/staff/oidc#code=…`: where the server sends the browser after a sign-in through the company's provider. Trades
 * the one-time code for the session and opens the queue; a code that is refused (used, expired, from another
 * browser) leads back to the login page, which says the sign-in did not complete.
 */
export function OidcCompletionPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [code] = useState(codeInAddress);
  useEffect(() => {
    // Out of the address and the history at once: the code is spent anyway, and nobody should copy it around.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    completeStaffOidcSignIn(code).then(
      () => navigate('/', { replace: true }),
      () => navigate(`/login?${STAFF_OIDC_FAILURE_PARAMETER}=failed`, { replace: true }),
    );
  }, [code, navigate]);

  return (
    <StaffCard title="staffConsole.login.title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('staffConsole.login.company.completing')}</Typography>
      </Stack>
    </StaffCard>
  );
}
