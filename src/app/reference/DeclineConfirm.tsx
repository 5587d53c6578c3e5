import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Asks a reference to confirm "decline to provide" (the link is used up by it), in the page itself: a dialog would
 * bring the modal's code into this small page for one question.
 */
export function DeclineConfirm({
  open,
  companyName,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  companyName: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Alert severity="warning" role="alertdialog" aria-label={t('reference.decline')} sx={{ mt: 2 }}>
      {t('reference.declineConfirm', { companyName })}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('reference.declineYes')}
        </Button>
        <Button onClick={onCancel}>{t('reference.declineNo')}</Button>
      </Stack>
    </Alert>
  );
}
