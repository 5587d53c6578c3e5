import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../ScrollBox.tsx';
import { staffApi } from '../api/staff-api.ts';
import type { AuditEvent, StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { actionWords, detailWords, whoOf } from './event-words.ts';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

const COLUMNS = ['at', 'staff', 'action', 'ip', 'detail'] as const;

/** The short columns stay on one line; the detail takes the rest of the width and wraps, so none of it is cut off. */
const ONE_LINE = { whiteSpace: 'nowrap', verticalAlign: 'top' } as const;
const WRAPPING = { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top', width: '100%' } as const;

/**
 * Managers only: every view, reveal, download, note and decision on the application, in words, with who, when and
 * where. Laid out across the page's whole width, below the two columns, and read again whenever the page reloads the
 * application.
 */
export function AuditPanel({ application }: { application: StaffApplication }) {
  const { applicationId } = application;
  const { t, i18n } = useTranslation();
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    staffApi<{ items: AuditEvent[] }>('GET', `${applicationPath(applicationId)}/audit`).then(
      ({ items }) => setEvents(items),
      () => setFailed(true),
    );
    // Read again whenever the application is (after each action on the page), so the trail shows it.
  }, [applicationId, application]);

  return (
    <Panel title="staffConsole.audit.title">
      {failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {events && (
        <ScrollBox label={t('staffConsole.audit.entries')}>
          <Table size="small" aria-label={t('staffConsole.audit.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={column === 'detail' ? WRAPPING : ONE_LINE}>
                    {t(`staffConsole.audit.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event, index) => (
                <TableRow key={index}>
                  <TableCell sx={ONE_LINE}>{formatDateTime(event.at, i18n.language)}</TableCell>
                  <TableCell sx={ONE_LINE}>{whoOf(event) ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>{actionWords(event, t)}</TableCell>
                  <TableCell sx={ONE_LINE}>{event.ip ?? ''}</TableCell>
                  <TableCell sx={WRAPPING}>{detailWords(event, t)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </Panel>
  );
}
