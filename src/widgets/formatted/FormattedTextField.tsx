import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { autocompleteOf, inputModeOf } from '../../engine/index.ts';
import { caretAfterSameCount } from './caret.ts';

/** How a field shows its value and reads back what is typed. */
export interface TextFormat {
  /** The value as the box shows it. */
  shown(value: unknown): string;
  /** What a typed text stores, and how the box then shows it. */
  read(typed: string): { value: unknown; shown: string };
  /** The characters the caret keeps its place by (the digits). */
  counts(character: string): boolean;
}

interface FormattedTextFieldProps {
  widget: WidgetProps;
  format: TextFormat;
  /** The input's type: `password` while a concealed value is hidden. */
  type?: string;
}

/**
 * A text box that reformats as a person types ("(555) 123-4567", "$15,000") and stores what the schema wants.
 * The caret stays after the same digit when the text around it changes, also when editing in the middle.
 */
export function FormattedTextField({ widget, format, type }: FormattedTextFieldProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, options } = widget;
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<{ shown: string; caret: number } | null>(null);
  const shown = format.shown(value);

  // Once the box shows the reformatted text, put the caret back where the person was.
  const placeCaret = () => {
    const pending = pendingCaret.current;
    const element = input.current;
    if (!pending || !element || element.value !== pending.shown) return;
    pendingCaret.current = null;
    if (element.ownerDocument.activeElement === element) element.setSelectionRange(pending.caret, pending.caret);
  };
  useLayoutEffect(placeCaret);

  return (
    <TextField
      id={id}
      inputRef={input}
      type={type}
      label={labelValue(label, hideLabel)}
      required={required}
      value={shown}
      disabled={disabled || readonly}
      error={(widget.rawErrors ?? []).length > 0}
      fullWidth
      onChange={(event) => {
        const typed = event.target.value;
        const read = format.read(typed);
        const caret = event.target.selectionStart ?? typed.length;
        pendingCaret.current = {
          shown: read.shown,
          caret: caretAfterSameCount(typed, caret, read.shown, format.counts),
        };
        onChange(read.value);
        // A refused character changes nothing, so nothing renders: React puts the old text back after this handler.
        if (read.shown === shown) queueMicrotask(placeCaret);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: {
          autoComplete: autocompleteOf(options),
          inputMode: inputModeOf(options, 'numeric'),
          'aria-describedby': ariaDescribedByIds(id),
        },
      }}
    />
  );
}
