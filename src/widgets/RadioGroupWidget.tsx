import { Box, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { ariaDescribedByIds, labelValue, optionId, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * Radio buttons in a group that the field's label names (so "Yes" of one question is told from "Yes" of
 * another), for choice and yes/no fields. An option may explain itself: with `ui:options.descriptions`, a group of
 * texts keyed by value (`help.paymentOption.MONTHLY_PAY`: that payment option's terms), each option shows its
 * text beneath it as the radio's accessible description.
 */
export function RadioGroupWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  options,
  rawErrors = [],
}: WidgetProps) {
  const { t } = useTranslation();
  const enumOptions = options.enumOptions ?? [];
  const descriptions = typeof options.descriptions === 'string' ? options.descriptions : undefined;
  const selectedIndex = enumOptions.findIndex((option) => option.value === value);
  const labelId = `${id}-label`;
  return (
    <>
      {labelValue(
        <FormLabel required={required} id={labelId}>
          {label}
        </FormLabel>,
        hideLabel,
      )}
      <RadioGroup
        id={id}
        name={id}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors.length > 0}
        value={selectedIndex === -1 ? '' : String(selectedIndex)}
        onChange={(_, index) => onChange(enumOptions[Number(index)]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        row={!descriptions}
      >
        {enumOptions.map((option, index) => {
          const descriptionId = `${optionId(id, index)}-description`;
          const description = descriptions ? t(`${descriptions}.${String(option.value)}`) : undefined;
          return (
            <Box key={String(option.value)} sx={{ mb: description ? 1 : 0 }}>
              <FormControlLabel
                value={String(index)}
                disabled={disabled || readonly}
                control={
                  <Radio
                    id={optionId(id, index)}
                    slotProps={{ input: { 'aria-describedby': description ? descriptionId : undefined } }}
                  />
                }
                label={option.label}
              />
              {description && (
                <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {description}
                </Typography>
              )}
            </Box>
          );
        })}
      </RadioGroup>
    </>
  );
}
