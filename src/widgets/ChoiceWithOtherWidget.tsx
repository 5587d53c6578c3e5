import { Box, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteOf } from '../engine/index.ts';

/** The select's value for "Other": not a word, so never one of the schema's `examples`. */
const OTHER = '(other)';

/**
 * Free text offered as choices: the schema's `examples` in a select (labelled by `ui:options.labels`), plus
 * "Other", which opens a text box for anything else. The value stays the plain text, so a saved value that is
 * not one of the choices reads back as "Other" with its text.
 */
export function ChoiceWithOtherWidget(props: WidgetProps) {
  const {
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
    options,
  } = props;
  const autocomplete = autocompleteOf(options);
  const { t } = useTranslation();
  const choices = (Array.isArray(schema.examples) ? schema.examples : []).map(String);
  const labels = (options.enumNames ?? {}) as Record<string, string>;
  const text = typeof value === 'string' ? value : '';
  const [otherPicked, setOtherPicked] = useState(text !== '' && !choices.includes(text));
  const selected = choices.includes(text) && !otherPicked ? text : otherPicked ? OTHER : '';
  const locked = disabled || readonly;
  const hasError = rawErrors.length > 0;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };
  const pick = (choice: string) => {
    setOtherPicked(choice === OTHER);
    onChange(choice === OTHER || choice === '' ? undefined : choice);
  };

  return (
    <Box onBlur={leave} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id={id}
        select
        label={labelValue(label, hideLabel)}
        required={required}
        value={selected}
        onChange={(event) => pick(event.target.value)}
        disabled={locked}
        error={hasError && !otherPicked}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: autocomplete, 'aria-describedby': ariaDescribedByIds(id) },
        }}
      >
        <option value="" />
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice] ?? choice}
          </option>
        ))}
        <option value={OTHER}>{t('widgets.other')}</option>
      </TextField>
      {otherPicked && (
        <TextField
          id={`${id}-other`}
          label={t('widgets.otherDescription')}
          required={required}
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          disabled={locked}
          error={hasError}
          slotProps={{
            htmlInput: {
              maxLength: schema.maxLength,
              autoComplete: autocomplete,
              'aria-describedby': ariaDescribedByIds(id),
            },
          }}
        />
      )}
    </Box>
  );
}
