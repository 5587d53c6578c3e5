import { Alert, Button, Divider } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryParams } from '../../pages/account/query-params.ts';
import { isStaffOidcFailure, STAFF_OIDC_FAILURE_PARAMETER, STAFF_OIDC_START_PATH } from '../../../shared/staff/oidc.ts';
import { fetchStaffOidcConfig } from './staff-oidc.ts';

/**
 * The login page's other way in: "Sign in with your company account", shown only when the server has a provider
 * configured, and why the last sign-in through it gave no session (`?oidc=refused`, …), which the server's callback
 * sends the browser back with. The button is a plain link: the server answers it by sending the browser on.
 */
export function CompanySignIn() {
  const { t, i18n } = useTranslation();
  const failure = useQueryParams().get(STAFF_OIDC_FAILURE_PARAMETER);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    void fetchStaffOidcConfig().then((config) => current && setEnabled(config.enabled));
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      {isStaffOidcFailure(failure) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(`staffConsole.login.company.${failure}`)}
        </Alert>
      )}
      {enabled && (
        <>
          <Divider sx={{ my: 3 }}>{t('staffConsole.login.company.or')}</Divider>
          <Button
            href={`${STAFF_OIDC_START_PATH}?${new URLSearchParams({ lang: i18n.language.slice(0, 2) })}`}
            variant="outlined"
            size="large"
            fullWidth
          >
            {t('staffConsole.login.company.signIn')}
          </Button>
        </>
      )}
    </>
  );
}
