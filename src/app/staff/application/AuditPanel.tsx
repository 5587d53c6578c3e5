import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../ScrollBox.tsx';
import { staffApi } from '../api/staff-api.ts';
import type { AuditEvent } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { useEventText } from './event-text.ts';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

const COLUMNS = ['at', 'staff', 'action', 'ip', 'detail'] as const;

/** Managers only: every view, reveal, download, note and decision on the application, with who, when and where. */
export function AuditPanel({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation();
  const { actionText, detailText } = useEventText();
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    staffApi<{ items: AuditEvent[] }>('GET', `${applicationPath(applicationId)}/audit`).then(
      ({ items }) => setEvents(items),
      () => setFailed(true),
    );
  }, [applicationId]);

  return (
    <Panel title="staffConsole.audit.title">
      {failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {events && (
        <ScrollBox label={t('staffConsole.audit.entries')}>
          <Table size="small" aria-label={t('staffConsole.audit.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`staffConsole.audit.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event, index) => (
                <TableRow key={index}>
                  <TableCell>{formatDateTime(event.at, i18n.language)}</TableCell>
                  <TableCell>{event.staff ?? ''}</TableCell>
                  <TableCell>{actionText(event)}</TableCell>
                  <TableCell>{event.ip ?? ''}</TableCell>
                  <TableCell>{detailText(event)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </Panel>
  );
}
