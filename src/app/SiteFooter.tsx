import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brand } from './brand.ts';

/** Copyright from 2011 to the current year, and the professional-customers-only note. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t('common.professionalOnly')}</Typography>
      <Typography variant="body2">
        {t('common.copyright', { year: new Date().getFullYear(), supplier: brand.supplierName })}
      </Typography>
    </Box>
  );
}
