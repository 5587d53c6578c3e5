import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { useEventText } from './event-text.ts';
import { Panel } from './Panel.tsx';

/** The application's history: its status changes and decisions, oldest first, with who made them. */
export function HistoryPanel({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const { actionText, detailText } = useEventText();
  return (
    <Panel title="staffConsole.history.title">
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {events.map((event, index) => (
          <li key={index}>
            <Typography>
              {formatDateTime(event.at, i18n.language)}: {actionText(event)}
              {detailText(event) ? ` (${detailText(event)})` : ''}
              {event.staff ? `, ${event.staff}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      {events.length === 0 && <Typography color="text.secondary">{t('staffConsole.history.none')}</Typography>}
    </Panel>
  );
}
