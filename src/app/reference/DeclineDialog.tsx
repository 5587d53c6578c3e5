import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Asks a reference to confirm "decline to provide": the link is used up by it. */
export function DeclineDialog({
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
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="decline-text">
      <DialogContent>
        <DialogContentText id="decline-text">{t('reference.declineConfirm', { companyName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('reference.declineNo')}</Button>
        <Button color="error" disabled={busy} onClick={onConfirm}>
          {t('reference.declineYes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
