import type { RegistryWidgetsType } from '@rjsf/utils';
import { AgreementWidget } from './AgreementWidget.tsx';
import { ChoiceWithOtherWidget } from './ChoiceWithOtherWidget.tsx';
import { DateOfBirthWidget } from './DateOfBirthWidget.tsx';
import { SignatureWidget } from './SignatureWidget.tsx';
import { RadioGroupWidget } from './RadioGroupWidget.tsx';
import { TaxExemptionWidget } from './TaxExemptionWidget.tsx';
import { YearsWidget } from './YearsWidget.tsx';

/**
 * The custom widgets a UI schema can name with `"ui:widget": "<name>"`. Each widget lives in its own module here
 * and is added to this table with one line.
 */
export const widgets: RegistryWidgetsType = {
  agreement: AgreementWidget,
  dateOfBirth: DateOfBirthWidget,
  choiceWithOther: ChoiceWithOtherWidget,
  radioGroup: RadioGroupWidget,
  signature: SignatureWidget,
  taxExemption: TaxExemptionWidget,
  years: YearsWidget,
};
