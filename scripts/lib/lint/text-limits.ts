import { WIDTH_COLUMNS } from '../../../src/shared/ui-options.ts';
import type { FormField } from '../../../src/shared/form-model/index.ts';

/** A field's width: `full` unless its `ui:options.width` is one the layout knows. */
export type Width = keyof typeof WIDTH_COLUMNS | 'full';

/**
 * Characters of body text (16 pixels, about 7.5 pixels a character) a line of a field holds: on the narrowest
 * screen that shows the field at its width (a phone of 360 pixels shows every field across the page; from 600
 * pixels a field takes its columns), and on the widest (the form's column at its widest, 820 pixels).
 */
const LINE: Record<Width, [narrowest: number, widest: number]> = {
  full: [40, 100],
  twoThirds: [40, 66],
  half: [32, 48],
  third: [20, 30],
};

/** How a text is shown, which decides how much of it fits. */
export type TextPlace = 'box' | 'wraps' | 'small';

/**
 * What a text of a field of `width` shows well (beyond it, a warning) and at most (beyond it, an error: the text
 * is cut off or fills the page on every screen), in characters:
 * - `box`: on one line in the field's box (a text field's label, a select's choice): it shows well when it fits
 *   the narrowest box once it floats onto the box's edge at three quarters of its size, and is cut off beyond one
 *   line of the widest box;
 * - `wraps`: on lines of its own (a question above radio buttons or beside a checkbox, the choices of radio buttons
 *   and checkboxes, a list's heading): two lines of the narrowest screen show well, two of the widest at most;
 * - `small`: in small type under the field (help, a choice's description, at a third more characters a line): four
 *   lines of the narrowest screen show well, four of the widest at most.
 */
export function textLimits(place: TextPlace, width: Width): { well: number; most: number } {
  const [narrowest, widest] = LINE[width];
  const small = (characters: number) => Math.floor((characters * 4) / 3);
  if (place === 'box') return { well: small(narrowest), most: widest };
  if (place === 'wraps') return { well: 2 * narrowest, most: 2 * widest };
  return { well: 4 * small(narrowest), most: 4 * small(widest) };
}

/** Widgets whose label is a heading or question on a line of its own, and whose choices wrap beside their boxes. */
const WRAPPING_WIDGETS = [
  'radioGroup',
  'radio',
  'checkbox',
  'checkboxes',
  'agreement',
  'taxExemption',
  'dateOfBirth',
  'signature',
];

/** The field's width as its UI schema sets it. */
export function widthOf(field: FormField): Width {
  const width = field.ui.options.width;
  return typeof width === 'string' && Object.hasOwn(WIDTH_COLUMNS, width) ? (width as Width) : 'full';
}

/** How the field's label and the labels of its choices are shown. */
export function labelPlace(field: FormField): TextPlace {
  const widget = field.ui.widget;
  if (widget !== undefined) return WRAPPING_WIDGETS.includes(widget) ? 'wraps' : 'box';
  // RJSF draws a yes/no as a checkbox, a list of choices as checkboxes, lists and objects under a heading.
  const type = field.schema.type;
  return field.kind !== 'value' || type === 'boolean' ? 'wraps' : 'box';
}
