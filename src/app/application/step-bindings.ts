import { api } from '../api/client.ts';
import type { CreditApp, KbvApplicant } from './credit-app.ts';

export interface LoadedApplication {
  creditApp: CreditApp;
  kbvApplicant: KbvApplicant | null;
}

/**
 * How a data-entry step of `schemas/wizard.json` meets the API: the form data it starts from, how it saves, and
 * whether the saved application already holds its data (for completion on load). Keyed by step key.
 */
export interface StepBinding {
  formData(loaded: LoadedApplication): unknown;
  save(data: unknown): Promise<unknown>;
  hasData(loaded: LoadedApplication): boolean;
}

const FINISHED_IDENTITY = ['VERIFIED', 'NOT_VERIFIED', 'ERROR'];

export const stepBindings: Record<string, StepBinding> = {
  applicantInformation: {
    formData: ({ kbvApplicant }) => kbvApplicant ?? {},
    save: (data) => api('PUT', '/v1/kbvapplicants', data),
    hasData: ({ kbvApplicant }) => FINISHED_IDENTITY.includes(kbvApplicant?.kbvStatus ?? ''),
  },
  businessInformation: {
    formData: ({ creditApp }) => creditApp.businessInfo ?? {},
    save: (data) => api('PUT', '/v1/business-info', data),
    hasData: ({ creditApp }) => creditApp.businessInfo !== null,
  },
  applicants: {
    formData: ({ creditApp }) => ({ applicants: creditApp.applicants.length ? creditApp.applicants : [{}] }),
    save: (data) => api('PUT', '/v1/applicants', (data as { applicants: unknown[] }).applicants),
    hasData: ({ creditApp }) => creditApp.applicants.length > 0,
  },
  accountInformation: {
    formData: ({ creditApp }) => creditApp.accountInfo ?? {},
    save: (data) => api('PUT', '/v1/account-info', data),
    hasData: ({ creditApp }) => creditApp.accountInfo !== null,
  },
};
