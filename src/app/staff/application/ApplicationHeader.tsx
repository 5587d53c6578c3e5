import { Box, Button, Chip, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../api/staff-api.ts';
import { staffMay, staffSession } from '../api/staff-session.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { Facts } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** The application's ID, company, status, when it came in and who has it; analysts can take it. */
export function ApplicationHeader({ application, onChange }: { application: StaffApplication; onChange(): unknown }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const companyName = (application.sections.businessInformation?.companyName as string | undefined) ?? '';
  const me = staffSession.member;

  const assignToMe = () =>
    staffApi('PUT', `${applicationPath(application.applicationId)}/assignee`, { staffId: me?.id }).then(
      () => {
        enqueueSnackbar(t('staffDecision.assigned'), { variant: 'success' });
        return onChange();
      },
      (error: Error) => enqueueSnackbar(error.message || t('staffConsole.actionFailed'), { variant: 'error' }),
    );

  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h4" component="h1">
          {t('staffConsole.application.heading', { id: application.applicationId })}
        </Typography>
        <Chip label={t(`staffConsole.status.${application.status}`)} color="primary" variant="outlined" />
      </Box>
      <Facts
        rows={[
          [t('staffConsole.queue.columns.company'), companyName],
          [t('staffConsole.application.applicantEmail'), application.applicantEmail ?? ''],
          [t('staffConsole.queue.columns.submittedAt'), formatDateTime(application.submittedAt, i18n.language)],
          [t('staffConsole.queue.columns.assignee'), application.assignee ?? t('staffConsole.queue.unassigned')],
        ]}
      />
      {staffMay('assign') && me && application.assigneeId !== me.id && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void assignToMe()}>
          {t('staffConsole.application.assignToMe')}
        </Button>
      )}
    </Box>
  );
}
