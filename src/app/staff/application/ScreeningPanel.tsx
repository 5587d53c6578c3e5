import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import { unclearedHits, type Screening, type ScreeningHit } from '../../../shared/staff/screening.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** A calendar day (`2026-11-20`) in the page's language, the same day wherever the reader is. */
const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A manager's reason and the button that clears one hit. */
function ClearForm({ hit, onClear }: { hit: ScreeningHit; onClear(reason: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason')).trim();
    if (reason && (await onClear(reason))) form.reset();
  };
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void send(event)} sx={{ mt: 1 }}>
      <TextField
        name="reason"
        label={t('staffScreening.clearReason', { entry: hit.entry })}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('staffScreening.clear')}
      </Button>
    </Stack>
  );
}

/** One hit: whose name matched which entry, with its program, countries and score, and its clearing. */
function Hit({ hit, onClear }: { hit: ScreeningHit; onClear(reason: string): Promise<boolean> }) {
  const { t, i18n } = useTranslation();
  const status = hit.cleared
    ? t('staffScreening.cleared', {
        by: hit.cleared.by ?? '',
        at: formatDateTime(hit.cleared.at, i18n.language),
        reason: hit.cleared.reason,
      })
    : t('staffScreening.notCleared');
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('staffScreening.hitTitle', { entry: hit.entry, listedName: hit.listedName })}
      </Typography>
      <Facts
        rows={[
          [
            t('staffScreening.who'),
            t('staffScreening.whoName', { who: t(`staffScreening.parties.${hit.who}`), name: hit.name }),
          ],
          [t('staffScreening.program'), hit.program],
          [t('staffScreening.countries'), hit.countries.join(', ')],
          [t('staffScreening.score'), hit.score.toFixed(2)],
          [t('staffScreening.status'), status],
        ]}
      />
      {!hit.cleared && staffMay('clearScreeningHit') && <ClearForm hit={hit} onClear={onClear} />}
    </Box>
  );
}

/**
 * The application's screening against the Treasury's SDN list (contract section 11): the list's date and when it was
 * screened, or plainly that no list is loaded; each hit with its entry, program and score; a manager clears a hit
 * with a reason. Approval waits until every hit is cleared, which the panel counts down.
 */
export function ScreeningPanel({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [screening, setScreening] = useState<Screening>(application.screening);
  const [shownFor, setShownFor] = useState(application);
  // A reloaded application (after a decision) brings its own screening.
  if (shownFor !== application) {
    setShownFor(application);
    setScreening(application.screening);
  }

  const clear = (hit: ScreeningHit) => async (reason: string) => {
    try {
      const path = `${applicationPath(application.applicationId)}/screening/${hit.id}/clear`;
      setScreening(await staffApi<Screening>('POST', path, { reason }));
      enqueueSnackbar(t('staffScreening.clearedToast'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar((error as Error).message || t('staffConsole.actionFailed'), { variant: 'error' });
      return false;
    }
  };

  const left = unclearedHits(screening);
  return (
    <Panel title="staffScreening.title">
      {screening.screenedAt === null && <Typography>{t('staffScreening.notScreened')}</Typography>}
      {screening.screenedAt !== null && screening.listDate === null && (
        <Alert severity="info">{t('staffScreening.noList')}</Alert>
      )}
      {screening.listDate !== null && (
        <Facts
          rows={[
            [t('staffScreening.listDate'), formatDay(screening.listDate, i18n.language)],
            [t('staffScreening.screenedAt'), formatDateTime(screening.screenedAt, i18n.language)],
          ]}
        />
      )}
      {screening.listDate !== null && screening.hits.length === 0 && (
        <Typography sx={{ mt: 1 }}>{t('staffScreening.noHits')}</Typography>
      )}
      {left > 0 && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('staffScreening.toClear', { count: left })}
        </Alert>
      )}
      {screening.hits.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {screening.hits.map((hit) => (
            <Hit key={hit.id} hit={hit} onClear={clear(hit)} />
          ))}
        </Box>
      )}
    </Panel>
  );
}
