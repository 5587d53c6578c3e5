import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import type { RetentionMark, RetentionState } from '../../../shared/staff/retention.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** A calendar day (`2026-11-20`) in the page's language, the same day wherever the reader is. */
const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today as the date field's value. */
const today = () => new Date().toISOString().slice(0, 10);

/** One field and one button: the reason of a hold or of a release, or the day a written request arrived. */
function MarkForm({
  name,
  label,
  submit,
  type = 'text',
  onSubmit,
}: {
  name: string;
  label: string;
  submit: string;
  type?: 'text' | 'date';
  onSubmit(value: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = String(new FormData(form).get(name)).trim();
    if (value && (await onSubmit(value))) form.reset();
  };
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void send(event)} sx={{ mt: 1 }}>
      <TextField
        name={name}
        label={t(label)}
        type={type}
        required
        size="small"
        {...(type === 'date'
          ? { defaultValue: today(), slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today() } } }
          : { slotProps: { htmlInput: { maxLength: 500 } } })}
      />
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t(submit)}
      </Button>
    </Stack>
  );
}

/**
 * How long the application's personal data is kept (contract section 12) and what keeps it longer: a manager places
 * or releases a hold with a reason; an analyst records that the applicant asked in writing for the reasons of a
 * decline. Each outcome is told in a toast; the audit trail keeps who did it and why.
 */
export function RetentionPanel({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<RetentionState | null>(null);
  const path = `${applicationPath(application.applicationId)}/retention`;

  // Read again whenever the application is (a decision starts the retention's clock).
  useEffect(() => {
    staffApi<RetentionState>('GET', path).then(setState, () => setState(null));
  }, [path, application]);

  const change = async (suffix: string, body: unknown, done: string): Promise<boolean> => {
    try {
      setState(await staffApi<RetentionState>('POST', `${path}/${suffix}`, body));
      enqueueSnackbar(t(done), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar((error as Error).message || t('staffConsole.actionFailed'), { variant: 'error' });
      return false;
    }
  };
  const release = (mark: RetentionMark) => (reason: string) =>
    change('release', { mark, reason }, 'staffRetention.released');

  if (!state) return null;
  const { hold, reasonsRequested } = state;
  const rows: Array<[string, string]> = [
    [t('staffRetention.purgedAt'), formatDateTime(state.purgedAt, i18n.language)],
    [t('staffRetention.purgeDueOn'), state.purgeDueOn ? formatDay(state.purgeDueOn, i18n.language) : ''],
    [
      t('staffRetention.hold'),
      hold
        ? t('staffRetention.by', {
            reason: hold.reason,
            who: hold.by ?? '',
            at: formatDateTime(hold.at, i18n.language),
          })
        : '',
    ],
    [
      t('staffRetention.reasonsRequested'),
      reasonsRequested
        ? t('staffRetention.receivedOn', {
            day: formatDay(reasonsRequested.receivedOn, i18n.language),
            who: reasonsRequested.by ?? '',
          })
        : '',
    ],
  ];
  const mayHold = staffMay('holdRecords');
  return (
    <Panel title="staffRetention.title">
      {!state.decidedAt && <Typography color="text.secondary">{t('staffRetention.undecided')}</Typography>}
      <Facts rows={rows} />
      {mayHold && !hold && (
        <MarkForm
          name="holdReason"
          label="staffRetention.holdReason"
          submit="staffRetention.placeHold"
          onSubmit={(reason) => change('hold', { reason }, 'staffRetention.held')}
        />
      )}
      {mayHold && hold && (
        <MarkForm
          name="releaseHold"
          label="staffRetention.releaseReason"
          submit="staffRetention.releaseHold"
          onSubmit={release('hold')}
        />
      )}
      {staffMay('recordReasonsRequest') && application.status === 'DECLINED' && !reasonsRequested && (
        <MarkForm
          name="receivedOn"
          label="staffRetention.receivedOnLabel"
          submit="staffRetention.recordReasonsRequest"
          type="date"
          onSubmit={(receivedOn) => change('reasons-requested', { receivedOn }, 'staffRetention.reasonsRecorded')}
        />
      )}
      {mayHold && reasonsRequested && (
        <MarkForm
          name="releaseReasons"
          label="staffRetention.releaseReason"
          submit="staffRetention.releaseReasonsRequest"
          onSubmit={release('reasonsRequested')}
        />
      )}
    </Panel>
  );
}
