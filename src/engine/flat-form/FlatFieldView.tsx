import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../field-messages.tsx';
import { autocompleteOf, inputModeOf } from '../input-hints.ts';
import type { FlatField } from './load-flat-form.ts';

interface FlatFieldViewProps {
  field: FlatField;
  /** The DOM id, as RJSF would give it (`root_email`), so that errors, focus and tests find the field alike. */
  id: string;
  value: string | undefined;
  errors: readonly string[];
  onChange(name: string, value: string | undefined): void;
  onBlur(id: string): void;
}

/**
 * One field of a flat form as RJSF's MUI theme draws it (an outlined text box, or drop-down list, in a full-width
 * FormControl, its help below), from the parts an outlined TextField renders; the list is the platform's own
 * (NativeSelect), which spares the account pages MUI's menu, popover and modal code. The `<input>` or `<select>` is
 * described by the field's error, description and help ids, its errors sit in a live region, and it asks for the
 * keyboard and autofill its UI schema names.
 */
export function FlatFieldView({ field, id, value, errors, onChange, onBlur }: FlatFieldViewProps) {
  const { t } = useTranslation();
  const { schema, ui, name } = field;
  const options: Record<string, unknown> = {
    ...(ui['ui:options'] as Record<string, unknown> | undefined),
    autocomplete: ui['ui:autocomplete'],
  };
  const describedBy = `${id}__error ${id}__description ${id}__help`;
  const title = typeof ui['ui:title'] === 'string' ? t(ui['ui:title']) : name;
  const help = typeof ui['ui:help'] === 'string' ? t(ui['ui:help']) : undefined;
  const choices = schema.enum as string[] | undefined;
  const labels = typeof options.labels === 'string' ? options.labels : undefined;
  const password = ui['ui:widget'] === 'password';
  const input = {
    id,
    name: id,
    label: title,
    value: value ?? '',
    autoComplete: autocompleteOf(options),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value || undefined),
    onBlur: () => onBlur(id),
  };
  const disabled = ui['ui:readonly'] === true;
  return (
    <FormControl fullWidth error={errors.length > 0} required={field.required} disabled={disabled}>
      <InputLabel htmlFor={id}>{title}</InputLabel>
      {choices ? (
        <NativeSelect {...input} input={<OutlinedInput />} inputProps={{ 'aria-describedby': describedBy }}>
          <option value="" />
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels ? t(`${labels}.${choice}`) : choice}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...input}
          type={password ? 'password' : typeof options.inputType === 'string' ? options.inputType : 'text'}
          inputProps={{ inputMode: inputModeOf(options), 'aria-describedby': describedBy }}
        />
      )}
      <FieldMessages id={`${id}__error`} errors={errors} />
      {help && (
        <FormHelperText component="div" id={`${id}__help`} style={{ marginTop: 5 }}>
          {help}
        </FormHelperText>
      )}
    </FormControl>
  );
}
