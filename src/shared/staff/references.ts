/**
 * Trade and bank references (contract section 10): what the server, the console and the reference's page share.
 * The references an applicant names are the `references` section of the wizard (schemas/steps/references.*); each
 * kind is one list field of it, and each kind's answer is a form of its own in schemas/reference/.
 */

/** The wizard's section that holds the references, and the list field of each kind within it. */
export const REFERENCES_SECTION = 'references';
export const REFERENCE_LISTS = { trade: 'tradeReferences', bank: 'bankReferences' } as const;
export type ReferenceKind = keyof typeof REFERENCE_LISTS;

/** The form a reference of each kind answers (`PUT /api/v1/reference/{token}`). */
export const REFERENCE_ANSWER_FORMS = { trade: 'reference/trade', bank: 'reference/bank' } as const;

/**
 * Where a request stands: emailed (`SENT`), its link opened, answered, declined ("decline to provide"), or past its
 * 30 days unanswered.
 */
export type ReferenceStatus = 'SENT' | 'OPENED' | 'ANSWERED' | 'DECLINED' | 'EXPIRED';

/**
 * What a reviewer should look at: the reference's email at a free-mail provider, at the applicant's own domain or
 * at one a letter or two away from it; its email or phone equal to the applicant's or to another reference's; an
 * answer sent from the address the application was submitted from.
 */
export type ReferenceFlag =
  | 'FREE_MAIL'
  | 'APPLICANT_DOMAIN'
  | 'LOOK_ALIKE_DOMAIN'
  | 'SAME_CONTACT_AS_APPLICANT'
  | 'SAME_CONTACT_AS_OTHER_REFERENCE'
  | 'ANSWERED_FROM_APPLICANT_ADDRESS';

/** One reference of an application as `GET /api/v1/staff/applications/{applicationId}` carries it. */
export interface StaffReference {
  /** The request's id; null for a reference without an email, who is sent nothing. */
  requestId: string | null;
  kind: ReferenceKind;
  /** As the applicant entered it: the fields of the references step's list item. */
  details: Record<string, unknown>;
  status: ReferenceStatus | null;
  sentAt: string | null;
  expiresAt: string | null;
  openedAt: string | null;
  /** When it was answered or declined. */
  answeredAt: string | null;
  /** The answer, as the kind's answer form keeps it. */
  answer: Record<string, unknown> | null;
  emailsSent: number;
  /** Whether staff may still send the one reminder by hand. */
  canRemind: boolean;
  flags: ReferenceFlag[];
}
