/**
 * What the certificate of completion at the end of a signed PDF says of one signer (docs/decisions, contract of the
 * signed record): who signed, how their identity was checked, their consent to sign electronically, when the request
 * was sent, opened and signed, and from which address and browser. The submission builds it for applicants who sign
 * on the applicant's screen; signing requests build it for applicants who sign from their own link.
 */
export interface SignerEvidence {
  applicantId: string;
  name: string;
  /** On the screen of the person filling in the application, or from the signer's own emailed link. */
  channel: 'SCREEN' | 'LINK';
  /**
   * `KBV`: the knowledge-based questions built from the signer's own details; `NONE`: signed beside the account
   * holder.
   */
  identityMethod: 'KBV' | 'NONE';
  /**
   * `VERIFIED` when the questions were passed; `NOT_CHECKED` when no check ran (`identityMethod` `NONE`). The account
   * holder's step 1 may also have ended `NOT_VERIFIED` (wrong answers) or `ERROR` (no questions offered), which still
   * lets them submit: the certificate says so rather than claim a check that did not pass.
   */
  identityResult: 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR' | 'NOT_CHECKED';
  /** When the signer agreed to sign electronically (ISO 8601). */
  consentedAt: string;
  /** When the signing request was emailed and first opened; absent for a signature on the applicant's screen. */
  sentAt?: string;
  openedAt?: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

/** A signature given through a signing request, with its evidence, as the submission takes it. */
export interface SignatureGivenElsewhere {
  applicantId: string;
  png: Buffer;
  evidence: SignerEvidence;
}

/** Reads the signatures given through signing requests for one application (its id, `credit_applications.id`). */
export type SignaturesGivenElsewhere = (applicationId: string) => Promise<SignatureGivenElsewhere[]>;
