/**
 * The custom widgets a UI schema can name with `"ui:widget": "<name>"` (`src/widgets/index.ts` registers exactly
 * these; the lint accepts these and RJSF's own).
 */
export const CUSTOM_WIDGETS = [
  'agreement',
  'dateOfBirth',
  'choiceWithOther',
  'masked',
  'money',
  'radioGroup',
  'signature',
  'store',
  'taxExemption',
  'years',
] as const;

export type CustomWidget = (typeof CUSTOM_WIDGETS)[number];

/**
 * Widgets that label their values from data of their own rather than `ui:options.labels` (the store widget names
 * each store from the store directory), so their fields need no label group.
 */
export const SELF_LABELLED_WIDGETS: readonly CustomWidget[] = ['store'];
