import { api } from '../api/client.ts';
import type { ApplicantDecision } from '../../shared/applicant-decision.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';
import type { LoadedApplication } from './bindings/types.ts';

/** The application as `GET /api/v1/credit-app` returns it: a key per section of schemas/wizard.json. */
export interface CreditApp {
  id: string;
  /** `DRAFT` until submitted; then the credit department's statuses. */
  status: string;
  /** The Application ID, once submitted. */
  applicationId?: string;
  decision?: ApplicantDecision | null;
  businessInfo: Record<string, unknown> | null;
  accountInfo: Record<string, unknown> | null;
  applicants: Record<string, unknown>[];
  shops: Record<string, unknown>[];
  /** The uploaded tax-exemption certificates. */
  taxForms: TaxForm[];
  [section: string]: unknown;
}

/** The identity applicant as `GET /api/v1/kbvapplicants` returns it. */
export interface KbvApplicant {
  kbvStatus?: string;
  [field: string]: unknown;
}

export const fetchCreditApp = () => api<CreditApp>('GET', '/v1/credit-app');
const fetchKbvApplicant = () => api<KbvApplicant | null>('GET', '/v1/kbvapplicants');

/** The application and its identity applicant, fetched together: what the wizard page draws from. */
export async function fetchApplication(): Promise<LoadedApplication> {
  const [creditApp, kbvApplicant] = await Promise.all([fetchCreditApp(), fetchKbvApplicant()]);
  return { creditApp, kbvApplicant };
}

/** The load `startLoadingApplication` began, until the wizard page takes it. */
let early: Promise<LoadedApplication> | undefined;

/**
 * Starts fetching the application while the wizard's code is still on its way (src/app/App.tsx calls this as it
 * imports the page): the page then finds the data there, or on its way, instead of asking for it only once its
 * code arrived and drew, one round trip after the code (Lighthouse's chain on a step: HTML, entry, page, data).
 */
export function startLoadingApplication(): void {
  early ??= fetchApplication();
  // Whoever takes it sees a failure; until then it is no unhandled rejection.
  early.catch(() => undefined);
}

/** The application: the load started early, if one is waiting (taken once, so that a later visit fetches anew). */
export function loadApplication(): Promise<LoadedApplication> {
  const load = early ?? fetchApplication();
  early = undefined;
  return load;
}
