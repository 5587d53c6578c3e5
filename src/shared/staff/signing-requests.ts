import type { SigningStatus } from '../signing.ts';

/**
 * One signing request of an application as the console shows it (`signingRequests` of
 * `GET /api/v1/staff/applications/{applicationId}`): the signer, its status and, once signed, the evidence the
 * certificate of completion prints. Identity attempts count the failed ones; three end a request.
 */
export interface StaffSigningRequest {
  id: string;
  applicantId: string;
  name: string;
  status: SigningStatus;
  sentAt: string;
  expiresAt: string;
  openedAt: string | null;
  remindersSent: number;
  identityFailures: number;
  identityVerifiedAt: string | null;
  /** The consent to sign electronically and the signature: null until signed. */
  consentedAt: string | null;
  signedAt: string | null;
  personalGuaranteeAgreed: boolean | null;
  ip: string | null;
  userAgent: string | null;
}
