import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoading, useSnackbar } from '../../engine/providers.ts';
import { TAX_FORM_MAX_BYTES, type TaxForm } from '../../shared/tax-forms.ts';
import { useTaxFormsApi } from './tax-forms-api.ts';

const MEGABYTE = 1024 * 1024;

/** A failed call's message: the server's, when it gave one in the page language. */
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

/**
 * The tax-exemption certificates of the application: the list of uploaded PDFs, each with a delete button, and an
 * upload button. Uploads and deletions take effect at once (they do not wait for Next): the server checks each
 * file by its content and answers with the list. Obvious mistakes (not a PDF, too large) are caught here first.
 */
export function TaxFormUploads({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  const { listTaxForms, uploadTaxForm, deleteTaxForm } = useTaxFormsApi();
  const titleId = `${useId()}-title`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [forms, setForms] = useState<TaxForm[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    listTaxForms().then(
      (list) => current && setForms(list),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [listTaxForms]);

  const refresh = async () => setForms(await listTaxForms());

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > TAX_FORM_MAX_BYTES) {
      enqueueSnackbar(t('widgets.taxForms.tooLarge', { max: TAX_FORM_MAX_BYTES / MEGABYTE }), { variant: 'error' });
      return;
    }
    try {
      await track(uploadTaxForm(file).then(refresh));
      enqueueSnackbar(t('widgets.taxForms.saved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(messageOf(error, t('common.badRequest')), { variant: 'error' });
    }
  };

  const remove = async (form: TaxForm) => {
    try {
      await track(deleteTaxForm(form.id).then(refresh));
      enqueueSnackbar(t('widgets.taxForms.deleted'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(messageOf(error, t('common.badRequest')), { variant: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t('widgets.taxForms.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('widgets.taxForms.hint', { max: TAX_FORM_MAX_BYTES / MEGABYTE })}
      </Typography>
      {loadFailed && <Alert severity="error">{t('widgets.taxForms.loadFailed')}</Alert>}
      {forms && forms.length === 0 && <Typography sx={{ my: 1 }}>{t('widgets.taxForms.none')}</Typography>}
      {forms && forms.length > 0 && (
        <List dense>
          {forms.map((form) => (
            <ListItem
              key={form.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('widgets.taxForms.delete', { fileName: form.fileName })}
                  onClick={() => remove(form)}
                  disabled={disabled}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon>
                <PictureAsPdfIcon />
              </ListItemIcon>
              <ListItemText primary={form.fileName} />
            </ListItem>
          ))}
        </List>
      )}
      {/* A real button opens the hidden file input, so the upload is reached and pressed with the keyboard too. */}
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        {t('widgets.taxForms.upload')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        onChange={upload}
        disabled={disabled}
        aria-label={t('widgets.taxForms.upload')}
      />
    </Box>
  );
}
