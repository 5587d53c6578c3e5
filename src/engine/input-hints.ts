import type { HTMLAttributes } from 'react';
import { INPUT_MODES as MODES } from '../shared/ui-options.ts';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];
const INPUT_MODES: readonly string[] = MODES;

/**
 * The on-screen keyboard a field asks for: its `ui:options.inputMode` (`numeric` for digits, `tel` for phones), or
 * `fallback`. It only changes the keyboard: what the field accepts stays the schema's rule.
 */
export function inputModeOf(options: Record<string, unknown>, fallback?: InputMode): InputMode {
  const declared = options.inputMode;
  return typeof declared === 'string' && INPUT_MODES.includes(declared) ? (declared as InputMode) : fallback;
}

/** The autofill token of a field's `ui:autocomplete` (RJSF hands it to widgets as `options.autocomplete`). */
export function autocompleteOf(options: Record<string, unknown>): string | undefined {
  return typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
}
