import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { forwardRef, memo, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeFieldError, type FieldError } from '../shared/field-errors.ts';
import { valuesAt } from '../shared/form-model/index.ts';
import { applyEffects } from './effects.ts';
import type { LoadedForm } from './loaded-form.ts';
import { translateUiSchema } from './translate-ui-schema.ts';
import { useRjsfStrings } from './use-rjsf-strings.ts';
import { errorSchemaOf, fieldId, sameErrorsOr, validateForm } from './validate-form.ts';
import { focusFirstError } from './focus-first-error.ts';
import { createFormDataStore, FormDataProvider } from './form-data.tsx';
import { ThemedForm } from './rjsf-theme.ts';

export interface FormViewHandle {
  /** Shows every error of the form; when there are some, scrolls to and focuses the first. True when valid. */
  validate(): boolean;
  /** The form's data as it is now: what to save after `validate()`. */
  data(): unknown;
  /** Shows errors the server found (`{ "applicants.0.ssn": "…" }`) under their fields. */
  showServerErrors(errors: Record<string, string>): void;
}

export interface FormViewProps {
  form: LoadedForm;
  /** The data the form starts from. Read once: to start again from other data, give the view a new React `key`. */
  initialData: unknown;
  /** Told of every change, with the form's data after its effects. */
  onChange?: (data: unknown) => void;
  widgets?: RegistryWidgetsType;
  /** What the page knows that widgets may show (the texts to agree to, the names of the signers). */
  formContext?: Record<string, unknown>;
  disabled?: boolean;
}

const NO_BUTTONS = <></>;
/**
 * RJSF would otherwise pre-fill a field whose schema says `const` (an agreement that must be true) with that
 * value, ticking boxes the person never ticked.
 */
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' } as const;

/**
 * One schema-driven form. Errors appear under a field once it has been left (blurred) or after `validate()`
 * (Next/Submit); validation runs on blur and on submit, and on change once the changed field was left.
 *
 * A key press costs the changed field alone: RJSF's Form keeps the data (it is uncontrolled, started from
 * `initialData`), and the view holds it outside React state, so neither the view nor its parent render again on a
 * change; only an effect that changed other fields hands the new data to the Form.
 */
const FormViewWithRef = forwardRef<FormViewHandle, FormViewProps>(function FormView(
  { form, initialData, onChange, widgets, formContext, disabled },
  ref,
) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [data] = useState(() => createFormDataStore(initialData));
  const rjsfForm = useRef<Form>(null);
  const container = useRef<HTMLDivElement>(null);

  const uiSchema = useMemo(
    () => translateUiSchema(form.uiSchema, t, (path) => valuesAt(form as never, path)) as UiSchema,
    [form, t],
  );
  const translateString = useRjsfStrings();

  const extraErrors = useMemo(() => {
    const isShown = (error: FieldError) => showAll || touched.has(fieldId(error.path));
    return errorSchemaOf([
      ...errors.filter(isShown).map((error) => [error.path, localizeFieldError(error, form.uiSchema, t)] as const),
      ...Object.entries(serverErrors).map(([path, message]) => [path.split('.'), message] as const),
    ]);
  }, [errors, serverErrors, showAll, touched, form, t]);

  useImperativeHandle(ref, () => ({
    validate() {
      const found = validateForm(form, data.get());
      setErrors(found);
      setShowAll(true);
      if (found.length)
        requestAnimationFrame(() =>
          focusFirstError(
            container.current,
            found.map((error) => fieldId(error.path)),
          ),
        );
      return found.length === 0;
    },
    data() {
      return data.get();
    },
    showServerErrors(byPath) {
      setServerErrors(byPath);
      setShowAll(true);
      requestAnimationFrame(() =>
        focusFirstError(
          container.current,
          Object.keys(byPath).map((path) => fieldId(path.split('.'))),
        ),
      );
    },
  }));

  const handleChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      const next = applyEffects(form.effects, form.conditions, data.get(), event.formData);
      data.set(next);
      onChange?.(next);
      // Effects changed other fields than the one typed into: the Form shows them once it is given the data. Its
      // report of that data comes back here, where the effects find nothing more to do.
      if (next !== event.formData && !deepEquals(next, event.formData)) rjsfForm.current?.setFieldValue([], next);
      if (id && (showAll || touched.has(id))) setErrors((previous) => sameErrorsOr(previous, validateForm(form, next)));
      if (id && Object.keys(serverErrors).length) setServerErrors({});
    },
    [form, data, onChange, showAll, touched, serverErrors],
  );

  const handleBlur = useCallback(
    (id: string) => {
      setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
      setErrors(validateForm(form, data.get()));
    },
    [form, data],
  );

  return (
    <div ref={container}>
      <FormDataProvider value={data}>
        <ThemedForm
          ref={rjsfForm}
          schema={form.schema}
          uiSchema={uiSchema}
          validator={form.validator}
          initialFormData={initialData}
          onChange={handleChange}
          onBlur={handleBlur}
          extraErrors={extraErrors}
          noValidate
          noHtml5Validate
          showErrorList={false}
          widgets={widgets}
          formContext={formContext}
          disabled={disabled}
          translateString={translateString}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        >
          {NO_BUTTONS}
        </ThemedForm>
      </FormDataProvider>
    </div>
  );
});

/** The form view; its parent rendering again with the same props leaves it as it is. */
export const FormView = memo(FormViewWithRef);
