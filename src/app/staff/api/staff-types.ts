import type { StaffRole } from './staff-session.ts';

/** The statuses of a submitted application, in the order it goes through them. */
export const APPLICATION_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'CHANGES_REQUESTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** One row of the queue. */
export interface QueueItem {
  applicationId: string;
  companyName: string | null;
  state: string | null;
  requestedCreditLimit: number | null;
  paymentOption: string | null;
  submittedAt: string;
  status: ApplicationStatus;
  assignee: string | null;
}

export interface QueuePage {
  items: QueueItem[];
  total: number;
}

/** The queue's filters, as the page's query string and the API's query carry them. */
export interface QueueQuery {
  status?: string;
  state?: string;
  paymentOption?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: string;
}

export interface StaffDocument {
  id: string;
  fileName: string;
  kind?: string;
}

export interface StaffNote {
  id?: string;
  author: string;
  text: string;
  createdAt: string;
}

/** An event of the audit trail or of the application's history. */
export interface AuditEvent {
  action: string;
  staffEmail?: string | null;
  at: string;
  ip?: string | null;
  detail?: string | null;
}

/** What the staff may read of a decision. */
export interface Decision {
  decision: 'APPROVE' | 'DECLINE' | 'REQUEST_CHANGES';
  creditLimit?: number;
  paymentOption?: string;
  reasons?: string[];
  steps?: string[];
  message?: string;
  decidedAt?: string;
  decidedBy?: string;
}

/** `GET /applications/{applicationId}`: the whole application as submitted, secrets masked. */
export interface StaffApplication {
  applicationId: string;
  status: ApplicationStatus;
  language?: string;
  submittedAt: string;
  assignee: string | null;
  businessInfo: Record<string, unknown> | null;
  accountInfo: Record<string, unknown> | null;
  applicants: Record<string, unknown>[];
  shops: Record<string, unknown>[];
  identity: (Record<string, unknown> & { kbvStatus?: string; reason?: string | null }) | null;
  documents: StaffDocument[];
  agreedTerms: Record<string, string>;
  signatures: Array<{ name: string; signedAt: string }>;
  clientIp: string | null;
  notes: StaffNote[];
  history: AuditEvent[];
  decision: Decision | null;
}

/** `POST /applications/{applicationId}/reveal`: the clear SSNs and birth dates, by whose they are. */
export interface Revealed {
  identity?: { ssn?: string; dateOfBirth?: string } | null;
  applicants: Array<{ ssn?: string; dateOfBirth?: string }>;
}

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
}
