import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../api/staff-types.ts';
import { formatDateTime } from '../format.ts';
import { Panel } from './Panel.tsx';

/** An event's action in words: the locale's text for known actions, the action's own name otherwise. */
export function useActionText(): (action: string) => string {
  const { t } = useTranslation();
  return (action) => t(`staffConsole.actions.${action}`, { defaultValue: action });
}

/** The application's history: submissions, status changes and decisions, oldest first. */
export function HistoryPanel({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const actionText = useActionText();
  return (
    <Panel title="staffConsole.history.title">
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {events.map((event, index) => (
          <li key={index}>
            <Typography>
              {formatDateTime(event.at, i18n.language)}: {actionText(event.action)}
              {event.staffEmail ? ` (${event.staffEmail})` : ''}
              {event.detail ? `: ${event.detail}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      {events.length === 0 && <Typography color="text.secondary">{t('staffConsole.history.none')}</Typography>}
    </Panel>
  );
}
