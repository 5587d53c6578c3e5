import { Box, Button, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '../../../shared/staff/review-status.ts';
import type { QueueQuery } from './queue-query.ts';

interface QueueFiltersProps {
  query: QueueQuery;
  onChange(query: QueueQuery): void;
}

/** A native select (keyboard and screen readers know it) with "all" first, each choice labelled from the locales. */
function FilterSelect({ name, value, choices }: { name: string; value?: string; choices: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name={name}
      label={t(`staffConsole.queue.filters.${name}`)}
      defaultValue={value ?? ''}
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    >
      <option value="">{t('staffConsole.queue.filters.all')}</option>
      {Object.entries(choices).map(([choice, label]) => (
        <option key={choice} value={choice}>
          {label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The queue's filters and search as one form: Filter applies them (Enter in any field too), Clear shows the whole
 * queue. Choices come from the locales: the statuses, the states and the payment options of the application.
 */
export function QueueFilters({ query, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const statuses = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, t(`staffConsole.status.${status}`)]));
  const states = t('enums.state', { returnObjects: true }) as Record<string, string>;
  const paymentOptions = t('enums.paymentOption', { returnObjects: true }) as Record<string, string>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const read = (name: string) => String(fields.get(name) ?? '').trim() || undefined;
    onChange({
      q: read('q'),
      status: read('status'),
      state: read('state'),
      paymentOption: read('paymentOption'),
      references: read('references'),
      submittedFrom: read('submittedFrom'),
      submittedTo: read('submittedTo'),
    });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('staffConsole.queue.filters.label')}
      key={JSON.stringify(query)}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <TextField
        name="q"
        type="search"
        size="small"
        label={t('staffConsole.queue.filters.q')}
        defaultValue={query.q ?? ''}
        sx={{ minWidth: 260, flexGrow: 1 }}
      />
      <FilterSelect name="status" value={query.status} choices={statuses} />
      <FilterSelect name="state" value={query.state} choices={states} />
      <FilterSelect name="paymentOption" value={query.paymentOption} choices={paymentOptions} />
      <FilterSelect name="references" value={query.references} choices={{ complete: t('staffReferences.complete') }} />
      {(['submittedFrom', 'submittedTo'] as const).map((name) => (
        <TextField
          key={name}
          name={name}
          type="date"
          size="small"
          label={t(`staffConsole.queue.filters.${name}`)}
          defaultValue={query[name] ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button type="submit" variant="contained">
        {t('staffConsole.queue.filters.apply')}
      </Button>
      <Button type="button" onClick={() => onChange({})}>
        {t('staffConsole.queue.filters.clear')}
      </Button>
    </Box>
  );
}
