import type { ComponentType } from 'react';
import type { StepKind } from '../../shared/form-types.ts';
import { DataEntryStep } from './DataEntryStep.tsx';
import { PendingStep } from './PendingStep.tsx';
import type { StepProps } from './step-props.ts';

/** Which component shows a step of each kind of `schemas/wizard.json`. */
export const stepComponents: Record<StepKind, ComponentType<StepProps>> = {
  form: DataEntryStep,
  identity: PendingStep,
  review: PendingStep,
  submit: PendingStep,
};

export type { StepProps } from './step-props.ts';
