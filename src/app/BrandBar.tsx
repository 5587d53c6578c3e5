import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brand } from './brand.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The supplier's logo and name, the product's name and the language switch, on every page. */
export function BrandBar() {
  const { t } = useTranslation();
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Box component="img" src={brand.logo} alt="" sx={{ width: 40, height: 40 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="p" variant="h6" sx={{ lineHeight: 1.2 }}>
            {brand.supplierName}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {t('common.appName')}
          </Typography>
        </Box>
        <LanguageSwitch />
      </Toolbar>
    </AppBar>
  );
}
