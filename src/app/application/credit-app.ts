import { api } from '../api/client.ts';
import type { ApplicantDecision } from '../../shared/applicant-decision.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';

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
export const fetchKbvApplicant = () => api<KbvApplicant | null>('GET', '/v1/kbvapplicants');
