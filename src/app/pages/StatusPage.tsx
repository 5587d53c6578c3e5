import { Alert, Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { manifest } from '../../engine/index.ts';
import { logOut } from '../api/client.ts';
import type { CreditApp } from '../application/credit-app.ts';
import { brand } from '../brand.ts';
import { PageFrame } from './PageFrame.tsx';

/** A step named by the credit department (its key or its path), as the wizard knows it. */
const stepNamed = (name: string) => manifest.steps.find((step) => step.key === name || step.path === name);

function formatLimit(amount: number | undefined, language: string): string {
  return amount === undefined
    ? ''
    : new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** What changes the credit department asked for: its message, and a link to each reopened step. */
function ChangesRequested({ creditApp }: { creditApp: CreditApp }) {
  const { t } = useTranslation();
  const steps = (creditApp.decision?.steps ?? []).flatMap((name) => stepNamed(name) ?? []);
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('status.changesRequested')}
      </Alert>
      {creditApp.decision?.message && (
        <Box component="blockquote" sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, my: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{creditApp.decision.message}</Typography>
        </Box>
      )}
      <Typography sx={{ mb: 1 }}>{t('status.changeSteps')}</Typography>
      <List dense>
        {steps.map((step) => (
          <ListItem key={step.key} disableGutters>
            <Link component={RouterLink} href={`/apply/${step.path}`}>
              {t(step.title)}
            </Link>
          </ListItem>
        ))}
      </List>
      <Typography sx={{ mt: 1, mb: 1 }}>{t('status.signAgain')}</Typography>
      <Link component={RouterLink} href="/apply/review">
        {t('status.submitAgain')}
      </Link>
    </>
  );
}

/** What the page says for a status with no more to read: received, in review, approved, declined. */
function Outcome({ creditApp }: { creditApp: CreditApp }) {
  const { t, i18n } = useTranslation();
  const decision = creditApp.decision;
  if (creditApp.status === 'APPROVED' && decision?.paymentOption === 'CASH_ACCOUNT')
    return <Alert severity="success">{t('status.approvedCash')}</Alert>;
  if (creditApp.status === 'APPROVED')
    return (
      <Alert severity="success">
        {t('status.approved', {
          limit: formatLimit(decision?.creditLimit, i18n.language),
          paymentOption: decision?.paymentOption ? t(`enums.paymentOption.${decision.paymentOption}`) : '',
        })}
      </Alert>
    );
  if (creditApp.status === 'DECLINED') return <Alert severity="info">{t('status.declined')}</Alert>;
  return <Typography>{t('status.inReview', { supplier: brand.supplierName })}</Typography>;
}

/**
 * `/` once the application is submitted: its Application ID and status instead of the wizard and, once decided,
 * what the applicant may read: the approval with its limit, the decline (the letter by email gives the reasons),
 * or the changes asked for with links to the reopened steps. The page that shows it names the tab.
 */
export function StatusPage({ creditApp }: { creditApp: CreditApp }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('status.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {t('success.applicationId')}:{' '}
        <strong data-testid="application-id">{creditApp.applicationId ?? creditApp.id}</strong>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('status.current')}:{' '}
        <strong data-testid="application-status">{t(`status.statuses.${creditApp.status}`)}</strong>
      </Typography>
      {creditApp.status === 'CHANGES_REQUESTED' ? (
        <ChangesRequested creditApp={creditApp} />
      ) : (
        <Outcome creditApp={creditApp} />
      )}
      <Button variant="outlined" sx={{ mt: 3 }} onClick={logOut}>
        {t('common.logout')}
      </Button>
    </PageFrame>
  );
}
