import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../shared/content-markdown.ts';
import type { LetterPreview } from '../../../shared/staff/staff-answers.ts';

/** A letter's blocks as the page shows them: its title and headings as headings, its items as a list. */
function LetterText({ blocks, language }: { blocks: ContentBlock[]; language: string }) {
  const runs: Array<ContentBlock | ContentBlock[]> = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (block.kind !== 'bullet') runs.push(block);
    else if (Array.isArray(last)) last.push(block);
    else runs.push([block]);
  }
  return (
    <Box lang={language}>
      {runs.map((run, index) =>
        Array.isArray(run) ? (
          <Box component="ul" key={index} sx={{ my: 1 }}>
            {run.map((item, itemIndex) => (
              <li key={itemIndex}>{item.text}</li>
            ))}
          </Box>
        ) : run.kind === 'paragraph' ? (
          <Typography key={index} sx={{ my: 1 }}>
            {run.text}
          </Typography>
        ) : (
          <Typography key={index} variant="h6" component={run.kind === 'title' ? 'h3' : 'h4'} sx={{ mt: 2 }}>
            {run.text}
          </Typography>
        ),
      )}
    </Box>
  );
}

interface LetterDialogProps {
  /** The letter to confirm; the dialog is closed without one. */
  preview: LetterPreview | null;
  decision: 'APPROVE' | 'DECLINE';
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The letter an approval or a decline will send, shown before it is sent: the manager reads it and confirms, or goes
 * back to the form. The letter scrolls inside the dialog (with the arrow keys too); Escape goes back.
 */
export function LetterDialog({ preview, decision, busy, onConfirm, onCancel }: LetterDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={preview !== null} onClose={onCancel} scroll="paper" maxWidth="md" aria-labelledby="letter-title">
      <DialogTitle id="letter-title">{t('staffDecision.preview.title')}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-label={t('staffDecision.preview.title')}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('staffDecision.preview.intro')}
        </Typography>
        {preview && <LetterText blocks={preview.blocks} language={preview.language} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('staffDecision.preview.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          {t(decision === 'APPROVE' ? 'staffDecision.preview.confirmApprove' : 'staffDecision.preview.confirmDecline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
