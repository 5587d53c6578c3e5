import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ariaDescribedByIds, deepEquals, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { memo, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { inputModeOf } from './input-hints.ts';
import { useStableHandler } from './stable-handler.ts';

/** Input types whose box always shows something, so their label sits above it (as `@rjsf/mui` has it). */
const TYPES_THAT_SHRINK_LABEL = ['date', 'datetime-local', 'file', 'time'];

/** The value as the box shows it. */
const textOf = (value: unknown) => (value || value === 0 ? String(value) : '');

/**
 * MUI's text field, drawn again only when something but its text changes: its props are compared deeply (the slot
 * objects are new on every render of the widget, their content is not), and its handlers never change.
 */
const StillTextField = memo(function StillTextField(props: TextFieldProps) {
  return <TextField {...props} />;
}, deepEquals);

/**
 * Text, number, email and password boxes, as `@rjsf/mui`'s `BaseInputTemplate` draws them, with two differences.
 *
 * A key press draws no MUI component again. The `<input>` keeps its own text (it is uncontrolled: the key has already
 * put the character there), and a value that comes from elsewhere (an effect that copies a field, a reset) is
 * written into it after rendering. A controlled box made MUI's text field, its form control, label, outline and
 * input base render again and compute their styles on every key (about half of what React rendered per key,
 * profiled in Chromium), and React would put a controlled box's old text back if its props were not renewed. The
 * label and the outline's gap, which MUI derives from the text it saw typed, are given from the value instead, so
 * that a value written in from elsewhere moves the label too.
 *
 * The `<input>` is described (`aria-describedby`), not its frame, and asks for the keyboard of
 * `ui:options.inputMode`. A field's `examples` are sample data for tests and the preview, not suggestions: nothing
 * offers them.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, label, hideLabel, autofocus } = props;
  const { value, onChange, onBlur, onFocus, options, schema, rawErrors = [] } = props;
  const { examples: _sampleData, ...shownSchema } = schema;
  const { step, min, max, accept, autoCapitalize, ...typeAndAutoComplete } = getInputProps(shownSchema, type, options);
  const { slotProps: muiSlots, ...muiProps } = (options.mui ?? {}) as Partial<TextFieldProps>;
  const text = textOf(value);
  const input = useRef<HTMLInputElement>(null);
  const [initialText] = useState(text);
  useLayoutEffect(() => {
    if (input.current && input.current.value !== text) input.current.value = text;
  }, [text]);

  const emptyValue = options.emptyValue;
  const handleChange = useStableHandler((event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? emptyValue : event.target.value),
  );
  const handleBlur = useStableHandler((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value));
  const handleFocus = useStableHandler((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value));
  const filled = text !== '' || TYPES_THAT_SHRINK_LABEL.includes(typeAndAutoComplete.type ?? '');
  const slots = (muiSlots ?? {}) as Record<string, object | undefined>;

  return (
    <StillTextField
      id={id}
      name={htmlName || id}
      placeholder={placeholder}
      label={labelValue(label || undefined, hideLabel, undefined)}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only where a UI schema asks (`ui:autofocus`), as RJSF does
      autoFocus={autofocus}
      required={required}
      disabled={disabled || readonly}
      {...typeAndAutoComplete}
      slotProps={{
        ...slots,
        // Undefined: MUI follows focus and the text typed; true once there is a value, wherever it came from.
        input: { ...slots.input, ...(filled ? { notched: true } : {}) },
        htmlInput: {
          ...slots.htmlInput,
          step,
          min,
          max,
          accept,
          ...(autoCapitalize === undefined ? {} : { autoCapitalize }),
          inputMode: inputModeOf(options),
          'aria-describedby': ariaDescribedByIds(id),
        },
        inputLabel: { ...slots.inputLabel, ...(filled ? { shrink: true } : {}) },
      }}
      inputRef={input}
      defaultValue={initialText}
      error={rawErrors.length > 0}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...muiProps}
    />
  );
}
