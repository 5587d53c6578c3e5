import { manifest } from '../../../engine/index.ts';
import { withDerivedToggles } from './account-information.ts';
import { applicantInformation } from './applicant-information.ts';
import { withOwnerFirst } from './applicants.ts';
import { dataStepBinding } from './data-step.ts';
import type { StepBinding } from './types.ts';

/** What a few steps add to the binding their `saves` give: the owner first, the account's yes/no answers. */
const TWEAKS: Record<string, (binding: StepBinding) => StepBinding> = {
  applicants: withOwnerFirst,
  accountInformation: withDerivedToggles,
};

/**
 * The binding of each step of `schemas/wizard.json` that holds data, by step key: identity verification, and every
 * data step as its `saves` declare (a step added to the manifest is bound with no code).
 */
export const stepBindings: Record<string, StepBinding> = {
  applicantInformation,
  ...Object.fromEntries(
    manifest.steps
      .filter((step) => step.saves?.length)
      .map((step) => [step.key, (TWEAKS[step.key] ?? ((binding) => binding))(dataStepBinding(step))]),
  ),
};

export type { LoadedApplication, StepBinding } from './types.ts';
