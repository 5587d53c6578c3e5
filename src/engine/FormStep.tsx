import { Alert, CircularProgress } from '@mui/material';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useSnackbar } from './toasts.tsx';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormsVersion } from './form-refresh.ts';
import { FormView, type FormViewHandle } from './FormView.tsx';
import { loadForm, type LoadedForm } from './loaded-form.ts';
import { useLoading } from './loading.tsx';
import { saveFailureText, type SaveFailure } from './save-error.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';
import { WizardFooter } from './WizardFooter.tsx';

export interface FormStepProps {
  formId: string;
  initialData: unknown;
  /** Saves the data; rejects with a `SaveFailure` to keep the person on the step. */
  save(data: unknown): Promise<void>;
  onNext(): void;
  onPrevious?: () => void;
  primaryLabel?: string;
  /** The toast after a successful save; none when null (a submission moves to its own confirmation). */
  savedMessage?: string | null;
  /** The widgets the form's UI schema names beyond RJSF's own, loaded with the form: it shows once both are here. */
  loadWidgets?(uiSchema: Record<string, unknown>): Promise<RegistryWidgetsType>;
  formContext?: Record<string, unknown>;
}

/**
 * A data-entry step: its form, and a footer whose forward button validates, saves and moves on. A failed save
 * keeps the person here with the server's messages under the fields and in a toast.
 */
export function FormStep({
  formId,
  initialData,
  save,
  onNext,
  onPrevious,
  primaryLabel = 'common.next',
  savedMessage = 'common.dataSaved',
  loadWidgets,
  formContext,
}: FormStepProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  const { setDirty } = useUnsavedChanges();
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [failed, setFailed] = useState(false);
  const view = useRef<FormViewHandle>(null);
  const [widgets, setWidgets] = useState<RegistryWidgetsType>();

  const formsVersion = useFormsVersion();
  useEffect(() => {
    // Drawn as a transition: React then renders a long form in slices, leaving the page free to answer between them
    // (a long task blocked the first taps: Lighthouse's Total Blocking Time).
    loadForm(formId)
      .then(async (loaded) => ({ loaded, loadedWidgets: await loadWidgets?.(loaded.uiSchema) }))
      .then(
        ({ loaded, loadedWidgets }) =>
          startTransition(() => {
            setWidgets(loadedWidgets);
            setForm(loaded);
          }),
        () => setFailed(true),
      );
  }, [formId, formsVersion, loadWidgets]);
  useEffect(() => () => setDirty(false), [setDirty]);

  // Only whether there is something to save: the data itself stays in the form, so a key press renders no step.
  const change = useCallback(() => setDirty(true), [setDirty]);

  const next = async () => {
    if (!view.current?.validate()) return;
    try {
      await track(save(view.current.data()));
    } catch (error) {
      const failure = error as SaveFailure;
      if (failure.fieldErrors) view.current.showServerErrors(failure.fieldErrors);
      enqueueSnackbar(saveFailureText(failure, t('common.badRequest')), { variant: 'error' });
      return;
    }
    setDirty(false);
    if (savedMessage) enqueueSnackbar(t(savedMessage), { variant: 'success' });
    onNext();
  };

  if (failed) return <Alert severity="error">{t('common.loadFailed')}</Alert>;
  if (!form) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      <FormView
        ref={view}
        form={form}
        initialData={initialData}
        onChange={change}
        widgets={widgets}
        formContext={formContext}
      />
      <WizardFooter onPrevious={onPrevious} primary={{ label: primaryLabel, onClick: next }} />
    </>
  );
}
