import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteOf, inputModeOf } from '../engine/index.ts';
import { yearsFromText, yearsText } from './years-value.ts';

/**
 * A count of years with a "Less than 1 year" tick box inside its frame: ticking stores 0 and greys the number out,
 * unticking leaves the field empty again. The old "unset" value -1 shows as empty. A typed value that is not a whole
 * number is passed on as text, so the schema's "must contain only digits" message explains it.
 */
export function YearsWidget({
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
  options,
}: WidgetProps) {
  const { t } = useTranslation();
  const lessThanOne = value === 0;
  const locked = disabled || readonly;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };
  const tick = (
    <FormControlLabel
      control={
        <Checkbox
          id={`${id}-lessThanOneYear`}
          checked={lessThanOne}
          onChange={(event) => onChange(event.target.checked ? 0 : undefined)}
          disabled={locked}
        />
      }
      label={t('widgets.lessThanOneYear')}
      disabled={locked}
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
    />
  );
  return (
    <Box onBlur={leave}>
      {/* The tick box sits inside the field's frame: below it, on a phone, it read as the next field's. The label
          stays raised so it never runs under the tick box's words. */}
      <TextField
        id={id}
        label={labelValue(label, hideLabel)}
        required={required}
        value={lessThanOne ? '' : yearsText(value)}
        onChange={(event) => onChange(yearsFromText(event.target.value))}
        disabled={locked || lessThanOne}
        error={rawErrors.length > 0}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          input: { endAdornment: tick },
          htmlInput: {
            autoComplete: autocompleteOf(options),
            inputMode: inputModeOf(options, 'numeric'),
            'aria-describedby': ariaDescribedByIds(id),
          },
        }}
      />
    </Box>
  );
}
