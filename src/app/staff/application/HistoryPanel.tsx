import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { historyWords } from './event-words.ts';
import { Panel } from './Panel.tsx';

/**
 * The application's history in words, oldest first: its status changes and decisions with who made them
 * ("Approved, $5,000, monthly pay, by Dana Ruiz").
 */
export function HistoryPanel({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel title="staffConsole.history.title">
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {events.map((event, index) => (
          <li key={index}>
            <Typography>
              {formatDateTime(event.at, i18n.language)}: {historyWords(event, t)}
            </Typography>
          </li>
        ))}
      </Box>
      {events.length === 0 && <Typography color="text.secondary">{t('staffConsole.history.none')}</Typography>}
    </Panel>
  );
}
