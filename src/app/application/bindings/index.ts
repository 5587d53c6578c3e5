import { accountInformation } from './account-information.ts';
import { applicantInformation } from './applicant-information.ts';
import { applicants } from './applicants.ts';
import { businessInformation } from './business-information.ts';
import type { StepBinding } from './types.ts';

/** The binding of each step of `schemas/wizard.json` that holds data, by step key. */
export const stepBindings: Record<string, StepBinding> = {
  applicantInformation,
  businessInformation,
  applicants,
  accountInformation,
};

export type { LoadedApplication, StepBinding } from './types.ts';
