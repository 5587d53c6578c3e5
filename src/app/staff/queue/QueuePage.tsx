import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../use-document-title.ts';
import { staffApi, staffDownload } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import type { Assignee, QueuePage as QueueAnswer } from '../../../shared/staff/staff-answers.ts';
import { QueueControls } from './QueueControls.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { queueHref, remember, sortOf, useQueueQuery, type QueueQuery } from './queue-query.ts';
import { QueueTable } from './QueueTable.tsx';

/** The members an application can be given to, for those who may assign (null for the others or until loaded). */
function useAssignees(): Assignee[] | null {
  const [assignees, setAssignees] = useState<Assignee[] | null>(null);
  const mayAssign = staffMay('assign');
  useEffect(() => {
    if (!mayAssign) return;
    let current = true;
    staffApi<{ items: Assignee[] }>('GET', '/assignees').then(
      ({ items }) => current && setAssignees(items),
      () => current && setAssignees([]),
    );
    return () => {
      current = false;
    };
  }, [mayAssign]);
  return assignees;
}

/**
 * The address of page `page` seen from `answer`: the next and previous pages from their boundary rows (the server
 * seeks to them in its index instead of counting), the first and any other by number.
 */
function pageQuery(answer: QueueAnswer, page: number): QueueQuery {
  const numbered = { page: page > 1 ? String(page) : undefined, after: undefined, before: undefined };
  if (page === answer.page + 1 && answer.next) return { ...numbered, after: answer.next };
  if (page === answer.page - 1 && page > 1 && answer.previous) return { ...numbered, before: answer.previous };
  return numbered;
}

/**
 * `/staff`: the submitted applications, a page at a time as the server pages them: the open ones by default, or the
 * caller's, the unassigned, the overdue or all; sorted by waiting time, amount, company or status (the order and
 * page size chosen stick in this browser); filtered by status, state, payment option and submission dates, and
 * searched by company, Application ID or applicant email. Analysts and managers assign from each row. Managers
 * download the approved accounts as CSV for the supplier's ERP.
 */
export function QueuePage() {
  const { t } = useTranslation();
  useDocumentTitle('staffConsole.queue.title');
  const [, navigate] = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useQueueQuery();
  const assignees = useAssignees();
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify({ ...query, reloads });
  // Each answer remembers the query it answers: the page is loading while the latest query has none yet.
  const [result, setResult] = useState<{ key: string; answer?: QueueAnswer; failed?: boolean } | null>(null);
  const loading = result?.key !== key;

  useEffect(() => {
    let current = true;
    const { reloads: _reloads, ...params } = JSON.parse(key) as Record<string, string>;
    staffApi<QueueAnswer>('GET', '/applications', undefined, params).then(
      (answer) => current && setResult({ key, answer }),
      () => current && setResult({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const show = (next: QueueQuery) => navigate(queueHref(next));
  const { view, sort, pageSize } = query;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('staffConsole.queue.title')}
        </Typography>
        <QueueControls
          query={query}
          onChange={(change) => {
            if ('sort' in change) remember('sort', change.sort);
            if ('pageSize' in change) remember('pageSize', change.pageSize);
            show({ ...query, ...change, page: undefined, after: undefined, before: undefined });
          }}
        />
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
      <QueueFilters query={query} onChange={(filters) => show({ view, sort, pageSize, ...filters })} />
      {loading && <LinearProgress aria-label={t('common.loading')} sx={{ my: 1 }} />}
      {result?.failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {result?.answer && (
        <QueueTable
          answer={result.answer}
          sort={sortOf(query)}
          assignees={assignees}
          onPage={(page) => show({ ...query, ...pageQuery(result.answer!, page) })}
          onChanged={() => setReloads((count) => count + 1)}
        />
      )}
    </>
  );
}
