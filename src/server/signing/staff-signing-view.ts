import type { StaffSigningRequest } from '../../shared/staff/signing-requests.ts';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { applicantName, statusOf } from './signing-request-service.ts';
import type { SigningRepository } from './signing-repository.ts';

/** Every signing request of application `applicationId` (`credit_applications.id`), newest first, for the console. */
export type StaffSigningView = (applicationId: string) => Promise<StaffSigningRequest[]>;

/** The console's view of an application's signing requests: status and evidence, never the signature's token. */
export function createStaffSigningView(repository: SigningRepository): StaffSigningView {
  return async (applicationId) => {
    const application = await repository.findApplication(applicationId);
    const applicants = ((application ? JSON.parse(application.data) : {}) as StoredSections).applicants ?? [];
    const names = new Map(applicants.map((applicant) => [applicant.id, applicantName(applicant)]));
    const now = new Date();
    return (await repository.listOfApplication(applicationId)).map((row) => ({
      id: row.id,
      applicantId: row.applicant_id,
      name: names.get(row.applicant_id) ?? '',
      status: statusOf(row, now),
      sentAt: row.sent_at,
      expiresAt: row.expires_at,
      openedAt: row.opened_at,
      remindersSent: Number(row.reminders_sent),
      identityFailures: Number(row.identity_failures),
      identityVerifiedAt: row.identity_verified_at,
      consentedAt: row.consented_at,
      signedAt: row.signed_at,
      personalGuaranteeAgreed:
        row.personal_guarantee_agreed === null ? null : Number(row.personal_guarantee_agreed) === 1,
      ip: row.client_ip,
      userAgent: row.user_agent,
    }));
  };
}
