import { lazy, type ComponentType } from 'react';
import type { StepKind } from '../../shared/form-types.ts';
import { DataEntryStep } from './DataEntryStep.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Which component shows a step of each kind of `schemas/wizard.json`. Data entry, the kind of most steps, comes with
 * the wizard; the identity, review and submit steps load when first shown, so that no other step loads their code
 * (the security questions, the review's summaries, the terms and the signature pads). The wizard page shows them in
 * a `Suspense` boundary.
 */
export const stepComponents: Record<StepKind, ComponentType<StepProps>> = {
  form: DataEntryStep,
  identity: lazy(() => import('./IdentityStep.tsx').then((module) => ({ default: module.IdentityStep }))),
  review: lazy(() => import('./ReviewStep.tsx').then((module) => ({ default: module.ReviewStep }))),
  submit: lazy(() => import('./SubmitStep.tsx').then((module) => ({ default: module.SubmitStep }))),
};

export type { StepProps } from './step-props.ts';
