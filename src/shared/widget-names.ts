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
  'taxExemption',
  'years',
] as const;

export type CustomWidget = (typeof CUSTOM_WIDGETS)[number];
