import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.tsx';

/** A page whose issue is still open: it says so rather than pretending to work. */
export function PendingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      <Alert severity="info">{t('common.placeholder')}</Alert>
    </PageFrame>
  );
}
