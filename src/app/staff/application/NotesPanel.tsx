import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { whoOf } from './event-words.ts';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** The staff's notes on the application, oldest first; analysts and above add one. */
export function NotesPanel({ application, onAdded }: { application: StaffApplication; onAdded(): unknown }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('note')).trim();
    if (!text) return;
    try {
      await staffApi('POST', `${applicationPath(application.applicationId)}/notes`, { text });
      form.reset();
      enqueueSnackbar(t('staffDecision.noteAdded'), { variant: 'success' });
      onAdded();
    } catch (error) {
      enqueueSnackbar((error as Error).message || t('staffConsole.actionFailed'), { variant: 'error' });
    }
  };

  return (
    <Panel title="staffConsole.notes.title">
      {application.notes.length === 0 && <Typography color="text.secondary">{t('staffConsole.notes.none')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {application.notes.map((note, index) => (
          <Box component="li" key={note.id ?? index} sx={{ mb: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {whoOf(note)} · {formatDateTime(note.createdAt, i18n.language)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
          </Box>
        ))}
      </Box>
      {staffMay('addNote') && (
        <Stack component="form" spacing={1} onSubmit={(event) => void add(event)} sx={{ mt: 1 }}>
          <TextField name="note" label={t('staffConsole.notes.new')} multiline minRows={2} required />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('staffConsole.notes.add')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
