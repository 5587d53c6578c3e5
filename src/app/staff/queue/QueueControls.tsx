import { Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZES, QUEUE_SORTS, QUEUE_VIEWS } from '../../../shared/staff/queue.ts';
import { sortOf, type QueueQuery } from './queue-query.ts';

interface QueueControlsProps {
  query: QueueQuery;
  onChange(change: Pick<QueueQuery, 'view' | 'sort' | 'pageSize'>): void;
}

/** A native select (keyboard and screen readers know it) that applies its choice at once. */
function ControlSelect({
  name,
  value,
  choices,
  onChange,
}: {
  name: 'view' | 'sort' | 'pageSize';
  value: string;
  choices: ReadonlyArray<[value: string, label: string]>;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name={name}
      label={t(`staffConsole.queue.controls.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: name === 'pageSize' ? 130 : 200 }}
    >
      {choices.map(([choice, label]) => (
        <option key={choice} value={choice}>
          {label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Which applications the queue shows (open ones by default, the caller's, the unassigned, the overdue, or all), in
 * which order and how many a page: each applies as it is chosen.
 */
export function QueueControls({ query, onChange }: QueueControlsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <ControlSelect
        name="view"
        value={query.view ?? QUEUE_VIEWS[0]}
        choices={QUEUE_VIEWS.map((view) => [view, t(`staffConsole.queue.views.${view}`)])}
        onChange={(view) => onChange({ view: view === QUEUE_VIEWS[0] ? undefined : view })}
      />
      <ControlSelect
        name="sort"
        value={sortOf(query)}
        choices={QUEUE_SORTS.map((sort) => [sort, t(`staffConsole.queue.sorts.${sort}`)])}
        onChange={(sort) => onChange({ sort })}
      />
      <ControlSelect
        name="pageSize"
        value={query.pageSize ?? String(QUEUE_PAGE_SIZES[0])}
        choices={QUEUE_PAGE_SIZES.map((size) => [String(size), String(size)])}
        onChange={(pageSize) => onChange({ pageSize })}
      />
    </Box>
  );
}
