import type { ComponentType } from 'react';
import type { StepKind } from '../../shared/form-types.ts';
import { DataEntryStep } from './DataEntryStep.tsx';
import { IdentityStep } from './IdentityStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SubmitStep } from './SubmitStep.tsx';
import type { StepProps } from './step-props.ts';

/** Which component shows a step of each kind of `schemas/wizard.json`. */
export const stepComponents: Record<StepKind, ComponentType<StepProps>> = {
  form: DataEntryStep,
  identity: IdentityStep,
  review: ReviewStep,
  submit: SubmitStep,
};

export type { StepProps } from './step-props.ts';
