import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: jumps past the header to the page's main content (every page has `#main`). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('common.skipToContent')}
    </Link>
  );
}
