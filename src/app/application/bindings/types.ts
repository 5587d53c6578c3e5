import type { CreditApp, KbvApplicant } from '../credit-app.ts';

export interface LoadedApplication {
  creditApp: CreditApp;
  kbvApplicant: KbvApplicant | null;
}

/**
 * How a step of `schemas/wizard.json` meets the API: the form data it starts from, how it saves, and whether the
 * saved application already holds its data (for completion on load).
 */
export interface StepBinding {
  formData(loaded: LoadedApplication): unknown;
  save(data: unknown): Promise<unknown>;
  hasData(loaded: LoadedApplication): boolean;
}
