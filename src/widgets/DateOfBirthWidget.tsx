import { Box, FormHelperText, FormLabel, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useMemo, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteOf } from '../engine/index.ts';
import { earliestYear, joinDate, monthNames, splitDate, yearsBetween, type DateParts } from './date-parts.ts';

/** The spec's earliest birth year, used only when the schema states no `formatMinimum`. */
const FALLBACK_EARLIEST_YEAR = 1900;
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

type Part = keyof DateParts;

/** A part's autofill token from the field's (`bday` → `bday-month`); `off` stays off. */
function partAutocomplete(token: string | undefined, part: Part): string | undefined {
  return token && token !== 'off' ? `${token}-${part}` : token;
}

/** English readers expect month/day/year, Spanish readers day/month/year. */
function partOrder(language: string): Part[] {
  return language.startsWith('es') ? ['day', 'month', 'year'] : ['month', 'day', 'year'];
}

/**
 * A date of birth as three selects (month, day, year) composing a `YYYY-MM-DD` string with month and day
 * zero-padded. Every day 1-31 is offered for every month: whether the date exists (February 29) and whether it
 * lies before today is the schema's rule (`format: date`, `beforeToday`), so the browser and the API refuse the
 * same dates with the same message. Years run from this year back to the schema's `formatMinimum`.
 * The field counts as left (and shows its errors) only when focus leaves all three selects. Each select is
 * described by the field's messages, so the one a person is on reads them.
 * A stored value the selects cannot show (the masked date the server sends back) is kept as it is; then, and only
 * then, `ui:options.keptHelp` (a text key) says why the boxes are empty.
 */
export function DateOfBirthWidget({
  id,
  value,
  onChange,
  onBlur,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors = [],
  schema,
  options: uiOptions,
}: WidgetProps) {
  const { t, i18n } = useTranslation();
  const parts = splitDate(value);
  const latestYear = new Date().getFullYear();
  const years = useMemo(
    () => yearsBetween(earliestYear(schema, FALLBACK_EARLIEST_YEAR), latestYear),
    [schema, latestYear],
  );
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  const options: Record<Part, Array<{ value: number; label: string }>> = {
    month: months.map((name, index) => ({ value: index + 1, label: name })),
    day: DAYS.map((day) => ({ value: day, label: String(day) })),
    year: years.map((year) => ({ value: year, label: String(year) })),
  };
  const hasError = rawErrors.length > 0;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };
  const shownLabel = labelValue(label, hideLabel);
  const kept = typeof value === 'string' && value !== '' && joinDate(parts) === undefined;
  const keptHelp = kept && typeof uiOptions.keptHelp === 'string' ? t(uiOptions.keptHelp) : undefined;
  const describedBy = [ariaDescribedByIds(id), keptHelp ? `${id}-kept` : ''].filter(Boolean).join(' ');

  return (
    <Box component="fieldset" id={id} onBlur={leave} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {shownLabel && (
        <FormLabel component="legend" required={required} error={hasError} sx={{ mb: 1 }}>
          {shownLabel}
        </FormLabel>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1.5fr' }, gap: 2 }}>
        {partOrder(i18n.language).map((part) => (
          <TextField
            key={part}
            id={`${id}-${part}`}
            select
            label={t(`dateOfBirth.${part}`)}
            value={parts[part]}
            onChange={(event) => onChange(joinDate({ ...parts, [part]: event.target.value }))}
            disabled={disabled || readonly}
            error={hasError}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: {
                autoComplete: partAutocomplete(autocompleteOf(uiOptions), part),
                'aria-describedby': describedBy,
              },
            }}
          >
            <option value="" />
            {options[part].map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      {keptHelp && <FormHelperText id={`${id}-kept`}>{keptHelp}</FormHelperText>}
    </Box>
  );
}
