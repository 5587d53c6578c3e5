import type { StaffReference } from './references.ts';
import type { ContentBlock } from '../content-markdown.ts';
import type { DecisionData } from '../generated/form-data.ts';
import type { DecisionKind } from './decision.ts';
import type { StaffMemberState } from './member-state.ts';
import type { IdentityCheck } from './identity-check.ts';
import type { Recommendation } from './recommendation.ts';
import type { ReviewStatus } from './review-status.ts';
import type { Screening } from './screening.ts';
import type { StaffRole } from './roles.ts';
import type { StaffSigningRequest } from './signing-requests.ts';

/*
 * What the console's API answers (`/api/v1/staff`): the server's routes return these and the console reads them.
 */

/** A staff member as the console names them: by display name, never by email. */
interface StaffRef {
  id: string;
  name: string;
}

/** `GET /assignees`: who an application can be assigned to (active analysts and managers), by name. */
export interface Assignee extends StaffRef {
  role: StaffRole;
}

/** `PUT /applications/{applicationId}/assignee`: the application's assignee after the change. */
export interface AssignAnswer {
  assignee: StaffRef | null;
}

/** One row of the queue. */
export interface QueueItem {
  applicationId: string;
  companyName: string | null;
  state: string | null;
  requestedCreditLimit: number | null;
  paymentOption: string | null;
  submittedAt: string;
  status: ReviewStatus;
  assignee: StaffRef | null;
  businessDaysWaiting: number;
  /** The person verified on step 1 is none of the owners of step 3 (name, birth date or SSN's last four differ). */
  identityMismatch: boolean;
}

/** `GET /applications`: one page of the queue, the number of applications that match, and the page it is. */
export interface QueuePage {
  items: QueueItem[];
  /** How many match, counted up to `QUEUE_COUNT_LIMIT`. */
  total: number;
  /** More than `total` match: the count stopped there (the console shows "1,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Where the next page starts (the query's `after`), when there is one: read from there, not counted to. */
  next?: string;
  /** Where the previous page ends (the query's `before`), when there is one. */
  previous?: string;
}

interface StaffDocument {
  id: string;
  fileName: string;
}

interface StaffNote {
  id: string;
  text: string;
  createdAt: string;
  /** The member's email. */
  staff: string | null;
  /** The member's display name when the account has one; readers fall back to `staff`. */
  staffName?: string | null;
}

/** An event of the audit trail or of the application's history. */
export interface AuditEvent {
  action: string;
  /** The member's email; null for the applicant (a resubmission). */
  staff: string | null;
  /** The member's display name when the account has one; readers fall back to `staff`. */
  staffName?: string | null;
  at: string;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** A decision made, as the staff read it. */
export interface Decision {
  id: string;
  decision: DecisionKind;
  creditLimit?: DecisionData['creditLimit'];
  paymentOption?: DecisionData['paymentOption'];
  reasons?: DecisionData['reasons'];
  steps?: DecisionData['steps'];
  message?: DecisionData['message'];
  decidedAt: string;
  /** The deciding member's email. */
  staff: string | null;
  /** The deciding member's display name when the account has one; readers fall back to `staff`. */
  staffName?: string | null;
  /** Made by the credit policy itself (an auto-approval under its ceiling), with no member. */
  byPolicy: boolean;
  /** The id of the credit policy's version in force when it was made (null before the policy existed). */
  policyVersion: string | null;
  /** Whether a letter (PDF) was sent with it. */
  letter: boolean;
}

/** `GET /applications/{applicationId}`: the whole application as submitted, secrets masked. */
export interface StaffApplication {
  applicationId: string;
  status: ReviewStatus;
  language: string | null;
  submittedAt: string;
  clientIp: string | null;
  applicantEmail: string | null;
  /** The assignee's name. */
  assignee: string | null;
  assigneeId: string | null;
  reopenedSteps: string[];
  /** Each wizard step's data by step key, shaped as the step's form edits it (`schemas/wizard.json`'s steps). */
  sections: {
    applicantInformation: Record<string, unknown> | null;
    businessInformation?: Record<string, unknown>;
    applicants?: { applicants?: Record<string, unknown>[] };
    [step: string]: Record<string, unknown> | null | undefined;
  };
  identity: { status: string | null; reason: string | null; at: string | null };
  documents: StaffDocument[];
  /** The versions of the texts agreed, by text. */
  terms: Record<string, string | boolean | null>;
  /** For each text's version agreed (by text, as in `terms`): when it was first agreed to, as the version's date. */
  termsSince: Record<string, string | null>;
  /** Step 1's verified person against step 3's owners; null when either cannot be read. */
  identityCheck: IdentityCheck | null;
  /** The sanctions screening against the SDN list (contract section 11). */
  screening: Screening;
  /** The trade and bank references: requests, answers, emails and flags (contract section 10). */
  references: StaffReference[];
  signatures: Array<{ applicantId: string; name: string; signedAt: string }>;
  /** The requests sent for applicants to sign from their own link, with each signer's evidence. */
  signingRequests: StaffSigningRequest[];
  notes: StaffNote[];
  decisions: Decision[];
  history: AuditEvent[];
  /** What the credit policy in force recommends now, factor by factor; the decision form starts from it. */
  recommendation: Recommendation;
}

interface ClearSecrets {
  ssn?: string;
  dateOfBirth?: string;
}

/**
 * `POST /applications/{applicationId}/reveal`: the clear SSNs and birth dates of the identity step and applicants,
 * and the clear federal tax ID (null when none was given).
 */
export interface Revealed {
  businessInformation: { federalTaxId: string } | null;
  applicantInformation: ClearSecrets | null;
  applicants: Array<ClearSecrets & { id: string }>;
}

/** A staff account as the admin calls answer it (`GET /me` too): never a hash or a secret. */
export interface StaffAccount {
  id: string;
  email: string;
  /** The display name, or the email's local part for a member added before names (migration 0018). */
  name: string;
  role: StaffRole;
  enrolled: boolean;
  disabled: boolean;
  /** What the admin page shows: invited, enrolled or disabled (from the two above). */
  state: StaffMemberState;
  createdAt: string;
}

/** `POST /applications/{applicationId}/decision/letter`: the letter a decision would send, as its content blocks. */
export interface LetterPreview {
  language: string;
  blocks: ContentBlock[];
}
