/** The generic wizard and form engine: renders the forms of `schemas/`; knows nothing about credit. */
export { FormView, type FormViewHandle } from './FormView.tsx';
export { FormStep } from './FormStep.tsx';
export { FlatFormView } from './flat-form/FlatFormView.tsx';
export { loadFlatForm } from './flat-form/load-flat-form.ts';
export { loadForm, type LoadedForm } from './loaded-form.ts';
export { LoadingProvider, useLoading } from './loading.tsx';
export { useUnsavedChanges } from './unsaved-changes.tsx';
export { SnackbarProvider, useSnackbar } from './toasts.tsx';
export { Wizard } from './Wizard.tsx';
export { WizardFooter } from './WizardFooter.tsx';
export { completedInOrder, firstIncompleteIndex } from './wizard-progress.ts';
export { useFormsVersion } from './form-refresh.ts';
export { saveFailureText, type SaveFailure } from './save-error.ts';
export { autocompleteOf, inputModeOf } from './input-hints.ts';
export { manifest } from './manifest.ts';
