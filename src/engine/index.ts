/** The generic wizard and form engine: renders the forms of `schemas/`; knows nothing about credit. */
export { FormView, type FormViewHandle, type FormViewProps } from './FormView.tsx';
export { FormStep, type FormStepProps } from './FormStep.tsx';
export { FlatFormView, type FlatFormViewProps } from './flat-form/FlatFormView.tsx';
export { loadFlatForm, type FlatForm } from './flat-form/load-flat-form.ts';
export { loadForm, type LoadedForm } from './loaded-form.ts';
export { LoadingProvider, useLoading } from './loading.tsx';
export { UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes.tsx';
export { SnackbarProvider, useSnackbar } from './toasts.tsx';
export { Wizard, type WizardProps } from './Wizard.tsx';
export { WizardFooter, type WizardFooterProps } from './WizardFooter.tsx';
export { completedInOrder, firstIncompleteIndex, canVisit } from './wizard-progress.ts';
export { applyEffects } from './effects.ts';
export { useFormsVersion } from './form-refresh.ts';
export { saveFailureText, type SaveFailure } from './save-error.ts';
export { autocompleteOf, inputModeOf } from './input-hints.ts';

import { manifest as wizardManifest } from 'virtual:wizard';
import type { WizardManifest } from '../shared/form-types.ts';
/** The steps of `schemas/wizard.json`. */
export const manifest = wizardManifest as WizardManifest;
