import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useDocumentTitle } from '../use-document-title.ts';
import { PageFrame } from './PageFrame.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle('common.notFound');
  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('common.notFound')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('common.notFoundHelp')}</Typography>
      <Link component={RouterLink} href="/">
        {t('common.goHome')}
      </Link>
    </PageFrame>
  );
}
