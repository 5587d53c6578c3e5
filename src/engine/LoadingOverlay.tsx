import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The page-wide overlay with a spinner, over everything but a dialog's own overlay. */
export default function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      {/* A closed backdrop stays in the page, hidden: a spinner in it would animate, and restyle the page,
          forever. */}
      {open && <CircularProgress color="inherit" aria-label={t('common.loading')} />}
    </Backdrop>
  );
}
