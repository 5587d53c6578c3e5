import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import { staffApi, staffDownload } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import type { VersionAnswer, VersionsAnswer, VersionSummary } from '../../../shared/staff/versions.ts';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';
import { VersionChanges } from './VersionChanges.tsx';

interface VersionSelectProps {
  label: string;
  value: number;
  items: VersionSummary[];
  onChange(value: number): void;
}

/** A native select of the versions (keyboard and screen readers know it). */
function VersionSelect(props: VersionSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(Number(event.target.value))}
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.items.map((item) => (
        <option key={item.version} value={item.version}>
          {t('staffVersions.version', { version: item.version })}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Every version of the signed record (each submit, never overwritten): when it came, the SHA-256 of its PDF and the
 * PDF itself; and, from two versions on, what changed between any two, field by field.
 */
export function VersionsPanel({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const path = applicationPath(application.applicationId);
  const [items, setItems] = useState<VersionSummary[] | null>(null);
  const [pair, setPair] = useState<[number, number]>([1, 1]);
  const [compared, setCompared] = useState<[VersionAnswer, VersionAnswer] | null>(null);

  useEffect(() => {
    staffApi<VersionsAnswer>('GET', `${path}/versions`).then(
      ({ items: loaded }) => {
        setItems(loaded);
        if (loaded.length > 1) setPair([loaded[loaded.length - 2].version, loaded[loaded.length - 1].version]);
      },
      () => setItems([]),
    );
  }, [path]);

  if (!items?.length) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const download = (version: number) =>
    staffDownload(`${path}/versions/${version}/signed.pdf`, `${application.applicationId}-v${version}.pdf`).catch(() =>
      enqueueSnackbar(t('staffConsole.downloadFailed'), { variant: 'error' }),
    );
  const compare = () =>
    Promise.all(pair.map((version) => staffApi<VersionAnswer>('GET', `${path}/versions/${version}`))).then(
      ([before, after]) => setCompared([before, after]),
      () => enqueueSnackbar(t('staffConsole.loadFailed'), { variant: 'error' }),
    );

  return (
    <Panel title="staffVersions.title">
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.version}>
            <Typography>
              {t('staffVersions.submitted', { version: item.version, at: when(item.submittedAt) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('staffVersions.sha256', { sha256: item.sha256 })}
            </Typography>
            {staffMay('download') && (
              <Button
                startIcon={<DownloadIcon />}
                onClick={() => void download(item.version)}
                aria-label={t('staffVersions.download', { version: item.version })}
              >
                {t('staffVersions.pdf')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {items.length > 1 && (
        <Box sx={{ mt: 2 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <VersionSelect
              label={t('staffVersions.from')}
              value={pair[0]}
              items={items}
              onChange={(value) => setPair([value, pair[1]])}
            />
            <VersionSelect
              label={t('staffVersions.to')}
              value={pair[1]}
              items={items}
              onChange={(value) => setPair([pair[0], value])}
            />
            <Button variant="outlined" onClick={() => void compare()}>
              {t('staffVersions.compare')}
            </Button>
          </Stack>
          {compared && <VersionChanges application={application} before={compared[0]} after={compared[1]} />}
        </Box>
      )}
    </Panel>
  );
}
