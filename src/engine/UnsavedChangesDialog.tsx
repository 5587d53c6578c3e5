import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  open: boolean;
  /** Drops what was typed and goes where the person asked. */
  onLeave(): void;
  /** Keeps the person, and what they typed, on the page. */
  onStay(): void;
}

/** Moves focus to an element as it mounts (a stable callback, so a re-render does not move it again). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The "Unsaved Changes" question: leave and lose what was typed, or stay (the choice Enter makes). */
export default function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-title" aria-describedby="unsaved-body">
      <DialogTitle id="unsaved-title">{t('common.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-body">{t('common.unsavedBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} color="error">
          {t('common.leavePage')}
        </Button>
        {/* Focus starts on the safe choice, so Enter keeps the user's work (set when the button mounts). */}
        <Button onClick={onStay} variant="contained" ref={focusOnMount}>
          {t('common.stayHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
