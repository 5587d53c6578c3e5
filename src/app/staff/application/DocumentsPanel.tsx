import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useTranslation } from 'react-i18next';
import { staffDownload } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/**
 * The signed PDF, the uploaded certificates (analysts and above) and the decision letters, each opened with the staff
 * token (and recorded in the audit trail).
 */
export function DocumentsPanel({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const path = applicationPath(application.applicationId);
  const download = (url: string, fileName: string, label: string) =>
    staffDownload(url, fileName).then(
      () => enqueueSnackbar(t('staffDecision.downloaded', { file: label }), { variant: 'success' }),
      () => enqueueSnackbar(t('staffConsole.downloadFailed'), { variant: 'error' }),
    );
  const files = [
    {
      url: `${path}/signed.pdf`,
      fileName: `${application.applicationId}.pdf`,
      label: t('staffConsole.documents.signed'),
    },
    // Certificates only for the roles that may open them (the server refuses the others).
    ...(staffMay('downloadCertificate') ? application.documents : []).map((document) => ({
      url: `${path}/documents/${encodeURIComponent(document.id)}`,
      fileName: document.fileName,
      label: document.fileName,
    })),
    ...application.decisions
      .filter((decision) => decision.letter)
      .map((decision) => ({
        url: `${path}/decisions/${encodeURIComponent(decision.id)}/letter.pdf`,
        fileName: `${application.applicationId}-letter.pdf`,
        label: t('staffConsole.documents.letter', {
          decision: t(`staffConsole.decision.outcomes.${decision.decision}`),
        }),
      })),
  ];
  return (
    <Panel title="staffConsole.documents.title">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {files.map((file) => (
          <Button
            key={file.url}
            startIcon={<DownloadIcon />}
            onClick={() => void download(file.url, file.fileName, file.label)}
            aria-label={t('staffConsole.documents.open', { file: file.label })}
          >
            {file.label}
          </Button>
        ))}
      </Stack>
    </Panel>
  );
}
