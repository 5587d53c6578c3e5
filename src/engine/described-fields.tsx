import { ariaDescribedByIds, errorId, type FieldErrorProps, type WidgetProps } from '@rjsf/utils';
import { FieldMessages } from './field-messages.tsx';
import { MuiCheckboxWidget, MuiSelectWidget } from './rjsf.ts';

/**
 * Fields whose messages reach screen readers (text boxes: ./text-box.tsx). RJSF's MUI theme puts `aria-describedby`
 * (the field's error, description and help ids) on the wrapper of a text box, select or check box rather than on the
 * control a person focuses, and draws a field's errors only once there are some. Here the control itself is
 * described, and every field keeps an empty polite live region under the id RJSF names its errors with
 * (`root_companyName__error`): a message appearing in it is read out, and the control's description reads it again
 * on focus.
 */

/** A field's errors in a live region that exists before any error does, so that screen readers announce them. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  return <FieldMessages id={errorId(fieldPathId)} errors={errors} />;
}

/** The `ui:options.mui.rjsfSlotProps` of a widget with `slot` given `props` on top of what the UI schema says. */
function withSlotProps(
  options: WidgetProps['options'],
  slot: string,
  props: Record<string, unknown>,
): WidgetProps['options'] {
  const mui = (options.mui ?? {}) as { rjsfSlotProps?: Record<string, Record<string, unknown> | undefined> };
  const slots = mui.rjsfSlotProps ?? {};
  return { ...options, mui: { ...mui, rjsfSlotProps: { ...slots, [slot]: { ...slots[slot], ...props } } } };
}

/** Drop-down lists: the focusable combobox is described. */
export function SelectWidget(props: WidgetProps) {
  return (
    <MuiSelectWidget
      {...props}
      options={withSlotProps(props.options, 'select', {
        SelectDisplayProps: { 'aria-describedby': ariaDescribedByIds(props.id) },
      })}
    />
  );
}

/** Check boxes: the `<input>` is described, not the box drawn around it. */
export function CheckboxWidget(props: WidgetProps) {
  return (
    <MuiCheckboxWidget
      {...props}
      options={withSlotProps(props.options, 'checkbox', {
        slotProps: { input: { 'aria-describedby': ariaDescribedByIds(props.id) } },
      })}
    />
  );
}
