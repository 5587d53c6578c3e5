import type { WidgetProps } from '@rjsf/utils';
import { RadioGroupWidget } from './RadioGroupWidget.tsx';
import { TaxFormUploads } from './tax-forms/TaxFormUploads.tsx';

/**
 * Tax exemption: the yes/no question as a radio group and, once answered yes, the upload of the exemption
 * certificates. The certificates are not form data: they are stored as they are uploaded.
 */
export function TaxExemptionWidget(props: WidgetProps) {
  return (
    <>
      <RadioGroupWidget {...props} />
      {props.value === true && <TaxFormUploads disabled={props.disabled || props.readonly} />}
    </>
  );
}
