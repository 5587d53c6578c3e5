import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../use-document-title.ts';
import { staffApi, staffDownload } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import type { QueuePage as QueueAnswer } from '../../../shared/staff/staff-answers.ts';
import { QueueFilters } from './QueueFilters.tsx';
import { queueHref, useQueueQuery, type QueueQuery } from './queue-query.ts';
import { QueueTable } from './QueueTable.tsx';

/**
 * `/staff`: the submitted applications, newest first, a page at a time as the server pages them, with filters by
 * status, state, payment option and submission dates, and a search by company, Application ID or applicant email.
 * Managers download the approved accounts as CSV for the supplier's ERP.
 */
export function QueuePage() {
  const { t } = useTranslation();
  useDocumentTitle('staffConsole.queue.title');
  const [, navigate] = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useQueueQuery();
  const key = JSON.stringify(query);
  // Each answer remembers the query it answers: the page is loading while the latest query has none yet.
  const [result, setResult] = useState<{ key: string; answer?: QueueAnswer; failed?: boolean } | null>(null);
  const loading = result?.key !== key;

  useEffect(() => {
    let current = true;
    staffApi<QueueAnswer>('GET', '/applications', undefined, JSON.parse(key) as Record<string, string>).then(
      (answer) => current && setResult({ key, answer }),
      () => current && setResult({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const show = (next: QueueQuery) => navigate(queueHref(next));

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('staffConsole.queue.title')}
        </Typography>
        {staffMay('exportApproved') && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void staffDownload('/exports/approved.csv', 'approved-accounts.csv').catch(() =>
                enqueueSnackbar(t('staffConsole.downloadFailed'), { variant: 'error' }),
              )
            }
          >
            {t('staffConsole.queue.exportApproved')}
          </Button>
        )}
      </Box>
      <QueueFilters query={query} onChange={(filters) => show({ ...filters, page: undefined })} />
      {loading && <LinearProgress aria-label={t('common.loading')} sx={{ my: 1 }} />}
      {result?.failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {result?.answer && (
        <QueueTable
          answer={result.answer}
          page={Number(query.page ?? 1)}
          onPage={(page) => show({ ...query, page: page > 1 ? String(page) : undefined })}
        />
      )}
    </>
  );
}
