import type { IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeFieldError, type FieldError } from '../shared/field-errors.ts';
import { valuesAt } from '../shared/form-model/index.ts';
import { applyEffects } from './effects.ts';
import type { LoadedForm } from './loaded-form.ts';
import { translateUiSchema } from './translate-ui-schema.ts';
import { useRjsfStrings } from './use-rjsf-strings.ts';
import { errorSchemaOf, fieldId, validateForm } from './validate-form.ts';
import { focusFirstError } from './focus-first-error.ts';
import { FormDataProvider } from './form-data.tsx';
import { SteadyForm, steadyErrors } from './steady-form.tsx';

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
  formData: unknown;
  onChange(data: unknown): void;
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
 * (Next/Submit); validation runs on blur and on submit, and on change only for a field already showing an error,
 * so typing stays cheap.
 */
export const FormView = forwardRef<FormViewHandle, FormViewProps>(function FormView(
  { form, formData, onChange, widgets, formContext, disabled },
  ref,
) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const latest = useRef(formData);
  latest.current = formData;
  const container = useRef<HTMLDivElement>(null);

  const uiSchema = useMemo(
    () => translateUiSchema(form.uiSchema, t, (path) => valuesAt(form as never, path)) as UiSchema,
    [form, t],
  );
  const translateString = useRjsfStrings();

  const isShown = useCallback((error: FieldError) => showAll || touched.has(fieldId(error.path)), [showAll, touched]);
  const extraErrors = useMemo(
    () =>
      errorSchemaOf([
        ...errors.filter(isShown).map((error) => [error.path, localizeFieldError(error, form.uiSchema, t)] as const),
        ...Object.entries(serverErrors).map(([path, message]) => [path.split('.'), message] as const),
      ]),
    [errors, serverErrors, isShown, form, t],
  );

  const revalidate = useCallback(
    (data: unknown) => setErrors((previous) => steadyErrors(previous, validateForm(form, data))),
    [form],
  );

  useImperativeHandle(ref, () => ({
    validate() {
      const found = validateForm(form, latest.current);
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
      return latest.current;
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
      const next = applyEffects(form.effects, form.conditions, latest.current, event.formData);
      latest.current = next;
      onChange(next);
      if (id && (showAll || touched.has(id))) revalidate(next);
      if (id && Object.keys(serverErrors).length) setServerErrors({});
    },
    [form, onChange, revalidate, showAll, touched, serverErrors],
  );

  const handleBlur = useCallback(
    (id: string) => {
      setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
      revalidate(latest.current);
    },
    [revalidate],
  );

  return (
    <div ref={container}>
      <FormDataProvider value={formData}>
        <SteadyForm
          schema={form.schema}
          uiSchema={uiSchema}
          validator={form.validator}
          formData={formData}
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
        </SteadyForm>
      </FormDataProvider>
    </div>
  );
});
