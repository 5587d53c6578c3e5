/** The widgets of the data-entry steps, loaded as one chunk by `index.ts` with the first form naming one of them. */
export { ChoiceWithOtherWidget } from './ChoiceWithOtherWidget.tsx';
export { DateOfBirthWidget } from './DateOfBirthWidget.tsx';
export { MaskedTextWidget } from './MaskedTextWidget.tsx';
export { MoneyWidget } from './MoneyWidget.tsx';
export { RadioGroupWidget } from './RadioGroupWidget.tsx';
export { TaxExemptionWidget } from './TaxExemptionWidget.tsx';
export { YearsWidget } from './YearsWidget.tsx';
