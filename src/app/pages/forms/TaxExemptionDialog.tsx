import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { NEW_TAB_HINT_CLASS, prepareTaxExemptionHtml } from './tax-exemption-html.ts';

/** Off screen but read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The server's fragment is plain HTML: a paragraph and a table, styled here. */
const contentSx = {
  '& table': { width: '100%', borderCollapse: 'collapse', mt: 2 },
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider', p: 1 },
  '& thead th': { fontWeight: 600 },
  '& tbody th': { fontWeight: 500, whiteSpace: 'nowrap' },
  '& td p': { m: 0, mb: 0.5 },
  [`& .${NEW_TAB_HINT_CLASS}`]: visuallyHidden,
} as const;

type Loaded = { html: string } | { failed: true } | undefined;

export interface TaxExemptionDialogProps {
  open: boolean;
  onClose: () => void;
  imagesHost: string;
}

/** The sales-tax exemption forms of every state, fetched in the page's language each time the dialog opens. */
export function TaxExemptionDialog({ open, onClose, imagesHost }: TaxExemptionDialogProps) {
  const { t, i18n } = useTranslation();
  // A new request each time the dialog opens or the language changes: an answer counts for its own request only.
  const request = useMemo(() => ({ wanted: open, language: i18n.language }), [open, i18n.language]);
  const [answer, setAnswer] = useState<{ request: object; loaded: Loaded }>();
  useEffect(() => {
    if (!request.wanted) return;
    let current = true;
    api<string>('GET', '/v1/forms/taxExemption')
      .then((html) => current && setAnswer({ request, loaded: { html } }))
      .catch(() => current && setAnswer({ request, loaded: { failed: true } }));
    return () => {
      current = false;
    };
  }, [request]);
  // While it closes, the dialog keeps what it showed; opened again, it waits for the new answer.
  const loaded = answer && (answer.request === request || !open) ? answer.loaded : undefined;
  const newTabHint = t('forms.opensInNewTab');
  const html = useMemo(
    () => (loaded && 'html' in loaded ? prepareTaxExemptionHtml(loaded.html, { imagesHost, newTabHint }) : undefined),
    [loaded, imagesHost, newTabHint],
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-labelledby="tax-exemption-title">
      <DialogTitle id="tax-exemption-title">{t('forms.taxExemption')}</DialogTitle>
      <DialogContent dividers>
        {loaded && 'failed' in loaded ? (
          <Alert severity="error">{t('forms.taxExemptionLoadFailed')}</Alert>
        ) : html === undefined ? (
          <CircularProgress aria-label={t('common.loading')} />
        ) : (
          // Sanitized by prepareTaxExemptionHtml (DOMPurify) just above.
          <Box sx={contentSx} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
