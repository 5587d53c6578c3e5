import type { Widget } from '@rjsf/utils';
import type { CustomWidget } from '../shared/widget-names.ts';
import { AgreementWidget } from './AgreementWidget.tsx';
import { ChoiceWithOtherWidget } from './ChoiceWithOtherWidget.tsx';
import { DateOfBirthWidget } from './DateOfBirthWidget.tsx';
import { SignatureWidget } from './SignatureWidget.tsx';
import { RadioGroupWidget } from './RadioGroupWidget.tsx';
import { TaxExemptionWidget } from './TaxExemptionWidget.tsx';
import { YearsWidget } from './YearsWidget.tsx';

/**
 * The custom widgets a UI schema can name with `"ui:widget": "<name>"`. Each widget lives in its own module here
 * and is added to this table with one line, and its name to `src/shared/widget-names.ts` (which the lint reads).
 */
export const widgets: Record<CustomWidget, Widget> = {
  agreement: AgreementWidget,
  dateOfBirth: DateOfBirthWidget,
  choiceWithOther: ChoiceWithOtherWidget,
  radioGroup: RadioGroupWidget,
  signature: SignatureWidget,
  taxExemption: TaxExemptionWidget,
  years: YearsWidget,
};
export { TaxFormsApiProvider, type TaxFormsApi } from './tax-forms/tax-forms-api.ts';
