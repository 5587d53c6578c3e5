/**
 * Signing requests (contract section 9), as the applicant's submit step, the signer's page and the console read them.
 * `SENT` until the signer opens the link, then `OPENED`; `SIGNED` once signed; `EXPIRED` seven days after sending or
 * after three failed identity attempts; `REVOKED` when the sender withdrew it or sent a new one.
 */
export type SigningStatus = 'SENT' | 'OPENED' | 'SIGNED' | 'EXPIRED' | 'REVOKED';

/** Whether a request in `status` still waits for its signer (and so holds back the submit). */
export const isSigningOpen = (status: SigningStatus): boolean => status === 'SENT' || status === 'OPENED';

/** One request as `POST` and `GET /api/v1/signing-requests` answer it. */
export interface SigningRequestView {
  id: string;
  applicantId: string;
  status: SigningStatus;
  sentAt: string;
  expiresAt: string;
  openedAt?: string;
  signedAt?: string;
  /** Set when three failed identity attempts ended the request (its status is then `EXPIRED`). */
  identityFailed?: boolean;
}

/** The times and marks a request's status is read from. */
export interface SigningMarks {
  expiresAt: string;
  openedAt?: string | null;
  signedAt?: string | null;
  revokedAt?: string | null;
  identityFailedAt?: string | null;
}

/** The status of a request at `now`: a signature outranks everything, then a revocation, then the end of its time. */
export function signingStatus(marks: SigningMarks, now: Date): SigningStatus {
  if (marks.signedAt) return 'SIGNED';
  if (marks.revokedAt) return 'REVOKED';
  if (marks.identityFailedAt || Date.parse(marks.expiresAt) <= now.getTime()) return 'EXPIRED';
  return marks.openedAt ? 'OPENED' : 'SENT';
}

/** What the signer's page reads (`GET /api/v1/signing/{token}`). SSNs and birth dates arrive masked. */
export interface SignerView {
  status: SigningStatus;
  /** The signer's name as the applicant entered it. */
  signerName: string;
  /** The business the application is for. */
  companyName: string;
  identityVerified: boolean;
  /** Identity attempts left before the request ends. */
  identityAttemptsLeft: number;
  summary: SignerSummary;
  texts: Record<'terms' | 'generalTerms' | 'personalGuarantee', { id: string; content: string }>;
}

/** One line of the summary: its label already in the signer's language, its value as entered (or masked). */
export interface SummaryLine {
  label: string;
  value: string;
}

/** The application in brief: the business, and each applicant with SSN and birth date masked. */
export interface SignerSummary {
  business: SummaryLine[];
  applicants: Array<{ name: string; lines: SummaryLine[] }>;
}
