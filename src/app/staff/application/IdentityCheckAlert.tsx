import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { IdentityCheck } from '../../../shared/staff/identity-check.ts';
import { Facts } from './Panel.tsx';

/**
 * The reviewer's flag when the person verified on step 1 is none of the owners on step 3: who was verified, the
 * owner who comes closest and what differs (SSNs masked, birth dates only said to differ). Nothing when they match.
 */
export function IdentityCheckAlert({ check }: { check: IdentityCheck | null }) {
  const { t } = useTranslation();
  if (!check || check.matches) return null;
  const person = (who: { name: string; ssn: string } | null) => (who ? t('staffDecision.identity.person', who) : '');
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-label={t('staffDecision.identity.title')}>
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
        {t('staffDecision.identity.title')}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{t('staffDecision.identity.intro')}</Typography>
      <Facts
        rows={[
          [t('staffDecision.identity.verified'), person(check.verified)],
          [t('staffDecision.identity.owner'), person(check.owner)],
          [
            t('staffDecision.identity.differences'),
            check.differences.map((field) => t(`staffDecision.identity.${field}`)).join(', '),
          ],
        ]}
      />
    </Alert>
  );
}
