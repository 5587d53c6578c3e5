import { Box, Button, GlobalStyles, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCreditApp } from '../application/credit-app.ts';
import { brand } from '../brand.ts';
import { submittedApplicationId } from '../submission/submitted-id.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * Printing the page prints only the confirmation, not the page's header, footer or buttons. The copyright, which
 * the page's footer shows on screen, is printed with the confirmation instead.
 */
const PRINT_ONLY_CONFIRMATION = {
  '#confirmation .print-only': { display: 'none' },
  '@media print': {
    'body *': { visibility: 'hidden' },
    '#confirmation, #confirmation *': { visibility: 'visible' },
    '#confirmation': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '#confirmation .print-only': { display: 'block' },
    '.no-print': { display: 'none !important' },
  },
};

/**
 * `/success`: the Application ID of the submitted application and what happens next. The session ends when the
 * person leaves this page or closes the browser (see useEndSessionAfterSuccess).
 */
export function SuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle('success.congratulations');
  const [applicationId, setApplicationId] = useState(submittedApplicationId());
  useEffect(() => {
    // Opened without the ID of this tab's submission (another tab, a reload): the application knows its own.
    if (!applicationId)
      fetchCreditApp().then(
        (app) => setApplicationId((app as { applicationId?: string }).applicationId ?? null),
        () => undefined,
      );
  }, [applicationId]);
  return (
    <PageFrame>
      <GlobalStyles styles={PRINT_ONLY_CONFIRMATION} />
      <Box id="confirmation">
        <Typography variant="h4" component="h1" gutterBottom>
          {t('success.congratulations')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('success.received', { supplier: brand.supplierName })}</Typography>
        <Typography variant="h5" component="p" sx={{ mb: 2 }}>
          {t('success.applicationId')}: <strong data-testid="application-id">{applicationId ?? '…'}</strong>
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('success.print')}</Typography>
        <Typography sx={{ mb: 2 }}>{t('success.review')}</Typography>
        <Typography className="print-only" variant="body2" color="text.secondary">
          {t('common.copyright', { year: new Date().getFullYear(), supplier: brand.supplierName })}
        </Typography>
      </Box>
      <Box className="no-print" sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('success.printButton')}
        </Button>
        <Link href={brand.siteUrl}>{t('common.backToSupplier', { supplier: brand.supplierName })}</Link>
      </Box>
    </PageFrame>
  );
}
