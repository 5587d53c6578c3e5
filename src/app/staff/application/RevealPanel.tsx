import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import type { Translate } from '../../../shared/field-errors.ts';
import { staffApi } from '../api/staff-api.ts';
import type { Revealed, StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { Facts, Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** The clear federal tax ID, then each person's clear SSN and birth date by name, as rows of label and value. */
function revealedRows(application: StaffApplication, revealed: Revealed, t: Translate): Array<[string, string]> {
  const nameOf = (person: Record<string, unknown> | null | undefined) =>
    [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  const applicants = application.sections.applicants?.applicants ?? [];
  const people = [
    ...(revealed.applicantInformation
      ? [{ name: nameOf(application.sections.applicantInformation), ...revealed.applicantInformation }]
      : []),
    ...revealed.applicants.map((secrets) => ({
      name: nameOf(applicants.find((applicant) => applicant.id === secrets.id)),
      ...secrets,
    })),
  ];
  const taxId: Array<[string, string]> = revealed.businessInformation
    ? [[t('fields.federalTaxId'), revealed.businessInformation.federalTaxId]]
    : [];
  return taxId.concat(
    people.flatMap(({ name, ssn, dateOfBirth }): Array<[string, string]> => [
      [t('staffConsole.reveal.ssnOf', { name }), ssn ?? ''],
      [t('staffConsole.reveal.dateOfBirthOf', { name }), dateOfBirth ?? ''],
    ]),
  );
}

/**
 * Managers only: the clear SSNs and birth dates, shown after giving the reason, which the audit trail keeps with
 * the manager's name, the time and the address.
 */
export function RevealPanel({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const reveal = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason')).trim();
    try {
      setRevealed(await staffApi<Revealed>('POST', `${applicationPath(application.applicationId)}/reveal`, { reason }));
      enqueueSnackbar(t('staffDecision.revealed'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar((error as Error).message || t('staffConsole.actionFailed'), { variant: 'error' });
    }
  };

  return (
    <Panel title="staffConsole.reveal.title">
      {revealed ? (
        <Facts rows={revealedRows(application, revealed, t)} />
      ) : (
        <Stack component="form" spacing={2} onSubmit={(event) => void reveal(event)}>
          <TextField
            name="reason"
            label={t('staffConsole.reveal.reason')}
            helperText={t('staffConsole.reveal.reasonHelp')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('staffConsole.reveal.submit')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
