import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { verifyPdf, type VerifyAnswer, type VerifyFailure } from './verify-api.ts';
import './verify-texts.ts';

type Outcome = { fileName: string; answer: VerifyAnswer | VerifyFailure | 'checking' };

/** The answer in words, and how it is shown. */
function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const { answer, fileName } = outcome;
  if (answer === 'checking') return <Typography>{t('verify.checking', { fileName })}</Typography>;
  if (answer === 'tooLarge' || answer === 'failed')
    return <Alert severity="warning">{t(`verify.${answer}`, { fileName })}</Alert>;
  if (!answer.valid) return <Alert severity="error">{t('verify.invalid', { fileName })}</Alert>;
  const signedAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(answer.signedAt),
  );
  return (
    <Alert severity="success">
      {t('verify.valid', { fileName, applicationId: answer.applicationId, version: answer.version, signedAt })}
    </Alert>
  );
}

/**
 * `/verify`: anyone (no account) chooses or drops a PDF and reads whether it is, byte for byte, a signed application
 * this server issued. The file's bytes are sent as they are; nothing of it is kept. The answer is announced (a live
 * region) as well as shown.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle('verify.title');
  const [outcome, setOutcome] = useState<Outcome>();
  const [dragging, setDragging] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setOutcome({ fileName: file.name, answer: 'checking' });
    setOutcome({ fileName: file.name, answer: await verifyPdf(file) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('verify.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('verify.intro')}</Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: { xs: 2, sm: 4 },
          mb: 3,
          textAlign: 'center',
        }}
      >
        <Button variant="contained" component="label">
          {t('verify.choose')}
          <input
            type="file"
            accept="application/pdf,.pdf"
            hidden
            onChange={(event) => {
              void check(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('verify.drop')}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite">
        {outcome && <OutcomeAlert outcome={outcome} />}
      </Box>
    </PageFrame>
  );
}
