import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS } from '../../../shared/staff/audit-trail.ts';
import { isApplicationId, type AuditTrailFilters as Filters } from './audit-trail-query.ts';

interface AuditTrailFiltersProps {
  filters: Filters;
  onChange(filters: Filters): void;
}

/**
 * The trail's filters as one form: an Application ID (checked here as the server checks it, so a mistyped one is
 * said next to the field), an actor and a kind (a native select). Filter applies them (Enter too), Clear shows all.
 */
export function AuditTrailFilters({ filters, onChange }: AuditTrailFiltersProps) {
  const { t } = useTranslation();
  const [badApplicationId, setBadApplicationId] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const read = (name: string) => String(fields.get(name) ?? '').trim() || undefined;
    const applicationId = read('applicationId');
    setBadApplicationId(applicationId !== undefined && !isApplicationId(applicationId));
    if (applicationId !== undefined && !isApplicationId(applicationId)) return;
    onChange({ applicationId, actor: read('actor'), kind: read('kind') });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('staffAuditTrail.filters.label')}
      onSubmit={submit}
      // Filters applied by address (Back, a bookmark) refill the fields.
      key={JSON.stringify(filters)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}
    >
      <TextField
        name="applicationId"
        label={t('staffAuditTrail.filters.applicationId')}
        defaultValue={filters.applicationId ?? ''}
        size="small"
        error={badApplicationId}
        helperText={badApplicationId ? t('staffAuditTrail.filters.badApplicationId') : undefined}
      />
      <TextField
        name="actor"
        label={t('staffAuditTrail.filters.actor')}
        helperText={t('staffAuditTrail.filters.actorHelp')}
        defaultValue={filters.actor ?? ''}
        size="small"
        // A fixed width, so that the help under it wraps instead of widening the field and pushing Clear down.
        sx={{ width: 320 }}
      />
      <TextField
        select
        name="kind"
        label={t('staffAuditTrail.filters.kind')}
        defaultValue={filters.kind ?? ''}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{t('staffAuditTrail.filters.allKinds')}</option>
        {AUDIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`staffAuditTrail.kinds.${kind}`)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('staffAuditTrail.filters.apply')}
      </Button>
      <Button type="button" onClick={() => onChange({})}>
        {t('staffAuditTrail.filters.clear')}
      </Button>
    </Box>
  );
}
