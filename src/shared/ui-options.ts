/**
 * The one list of the options a UI schema can give a field that the product itself reads (`"ui:options": { … }`,
 * or the same name as a `ui:` key, which RJSF's `getUiOptions` merges in: `"ui:autocomplete"`), with the values
 * each accepts. The engine, the widgets and the review read these; the lint knows exactly this list (plus RJSF's
 * own settings), so a misspelt option or a value nothing reads is named. A new option is added here first.
 */

/** Columns of 12 a field takes on screens from 600 pixels wide, by its `width` (phones show one column). */
export const WIDTH_COLUMNS = { half: 6, third: 4, twoThirds: 8 } as const;

/** The on-screen keyboards an `inputMode` can ask for (HTML's `inputmode` values). */
export const INPUT_MODES = ['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search'] as const;

/** What an option's value must be. */
export type UiOptionValue =
  /** A locale key of a text (`fields.groupAddress`), or a list of them (`texts`). */
  | { kind: 'text' }
  | { kind: 'texts' }
  /** A locale group with one text per choice of the field (`enums.state` → `enums.state.MO`). */
  | { kind: 'labels' }
  | { kind: 'boolean' }
  /** A whole number from 0. */
  | { kind: 'count' }
  | { kind: 'one-of'; values: readonly string[] }
  /** The name of another field of the same object (a location's `addressZip`). */
  | { kind: 'field' }
  /** A shape of digits for the `masked` widget: `#` is a digit, anything else is shown as written. */
  | { kind: 'mask' }
  /** An HTML autofill token list (`email`, `fax tel`, `off`). */
  | { kind: 'autofill' }
  /** Anything: checked by its own rule (an agreement's `text`) or passed on to MUI as it is (`mui`). */
  | { kind: 'any' };

/** Every option the product reads, by name, with what it does (for messages) and the value it takes. */
export const UI_OPTIONS: Record<string, { does: string; value: UiOptionValue }> = {
  labels: { does: 'labels the choices', value: { kind: 'labels' } },
  descriptions: { does: 'explains each choice under it', value: { kind: 'labels' } },
  inputMode: { does: 'picks the on-screen keyboard', value: { kind: 'one-of', values: INPUT_MODES } },
  autocomplete: { does: 'lets the browser fill the field in', value: { kind: 'autofill' } },
  width: { does: 'sets the width on wide screens', value: { kind: 'one-of', values: Object.keys(WIDTH_COLUMNS) } },
  group: { does: 'opens a group heading above the field', value: { kind: 'text' } },
  mask: { does: 'shapes the digits as they are typed', value: { kind: 'mask' } },
  keepMask: { does: 'stores the value as shown, in its mask', value: { kind: 'boolean' } },
  conceal: { does: 'hides the value behind a Show button', value: { kind: 'boolean' } },
  nearZip: { does: 'names the ZIP field whose nearest stores come first', value: { kind: 'field' } },
  hideOnReview: { does: 'leaves the field off the review', value: { kind: 'boolean' } },
  keptHelp: { does: 'says why a kept value is not shown', value: { kind: 'text' } },
  addLabel: { does: "is the list's add button", value: { kind: 'text' } },
  removeLabel: { does: "is the list's remove button", value: { kind: 'text' } },
  itemTitles: { does: "titles the list's entries", value: { kind: 'texts' } },
  keepFirst: { does: 'keeps the first entries of a list', value: { kind: 'count' } },
  heading: { does: "is an agreement's heading", value: { kind: 'text' } },
  text: { does: 'names the text an agreement shows', value: { kind: 'any' } },
  mui: { does: 'passes settings on to MUI', value: { kind: 'any' } },
};

/** The options whose value is a locale key (or keys) of a text, or a group of texts: read by the key checks. */
export const optionsOfKind = (...kinds: UiOptionValue['kind'][]): string[] =>
  Object.keys(UI_OPTIONS).filter((name) => kinds.includes(UI_OPTIONS[name].value.kind));
