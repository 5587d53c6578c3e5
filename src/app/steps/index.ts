import { lazy, type ComponentType } from 'react';
import type { StepKind } from '../../shared/form-types.ts';
import type { StepProps } from './step-props.ts';

/**
 * Which component shows a step of each kind of `schemas/wizard.json`, each loaded when first shown. Data entry too,
 * the kind of most steps: the wizard draws its frame and the step's heading (a step's largest paint) without the form
 * engine and RJSF, which then arrive as the step's spinner shows. The identity, review and submit steps' code
 * (the security questions, the review's summaries, the terms and the signature pads) loads with no other step. The
 * wizard page shows them in a `Suspense` boundary.
 */
export const stepComponents: Record<StepKind, ComponentType<StepProps>> = {
  form: lazy(() => import('./DataEntryStep.tsx').then((module) => ({ default: module.DataEntryStep }))),
  identity: lazy(() => import('./IdentityStep.tsx').then((module) => ({ default: module.IdentityStep }))),
  review: lazy(() => import('./ReviewStep.tsx').then((module) => ({ default: module.ReviewStep }))),
  submit: lazy(() => import('./SubmitStep.tsx').then((module) => ({ default: module.SubmitStep }))),
};

export type { StepProps } from './step-props.ts';
