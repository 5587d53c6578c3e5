import { api } from '../api/client.ts';
import type { AgreementTexts } from '../../widgets/AgreementWidget.tsx';
import { rememberSubmission } from './submitted-id.ts';

/** What the submit step's form holds: the agreements and a signature per applicant. */
export interface SubmitData {
  terms?: boolean;
  generalTerms?: boolean;
  personalGuarantee?: boolean;
  electronicSignatureConsent?: boolean;
  applicants: Array<{ applicantId: string; signature?: string }>;
}

export const fetchTerms = () => api<AgreementTexts>('GET', '/v1/terms');

/**
 * Submits the signed application (`PUT /api/v1/terms`) and keeps its Application ID for the success page, in this
 * tab only: the page shows it once and the session ends when the person leaves.
 */
export async function submitApplication(data: SubmitData): Promise<string> {
  const { applicationId } = await api<{ applicationId: string }>('PUT', '/v1/terms', {
    terms: data.terms === true,
    generalTerms: data.generalTerms === true,
    personalGuarantee: data.personalGuarantee === true,
    electronicSignatureConsent: data.electronicSignatureConsent === true,
    applicants: data.applicants,
  });
  rememberSubmission(applicationId);
  return applicationId;
}
