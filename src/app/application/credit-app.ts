import { api } from '../api/client.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';

/** What the applicant may read of the credit department's decision. */
export interface ApplicantDecision {
  decision: 'APPROVE' | 'DECLINE' | 'REQUEST_CHANGES';
  creditLimit?: number;
  paymentOption?: string;
  /** The steps reopened for changes (their keys in `schemas/wizard.json`), and what to change. */
  steps?: string[];
  message?: string;
}

/** The application as `GET /api/v1/credit-app` returns it. */
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
}

/** The identity applicant as `GET /api/v1/kbvapplicants` returns it. */
export interface KbvApplicant {
  kbvStatus?: string;
  [field: string]: unknown;
}

export const fetchCreditApp = () => api<CreditApp>('GET', '/v1/credit-app');
export const fetchKbvApplicant = () => api<KbvApplicant | null>('GET', '/v1/kbvapplicants');
