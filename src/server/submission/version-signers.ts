import type { KbvStatus } from '../../shared/identity-status.ts';
import type { SignatureGivenElsewhere, SignerEvidence } from './signer-evidence.ts';
import type { AgreementKey, StoredAgreement, StoredSigner } from './submission-versions.ts';

/** A signature drawn on the applicant's screen in this submit, once checked. */
export interface ScreenSignature {
  applicantId: string;
  name: string;
  png: Buffer;
}

/** Who submits and from where: the account holder as verified in step 1, the time, the address and browser. */
export interface SubmitContext {
  version: number;
  submittedAt: string;
  clientIp: string;
  userAgent: string;
  /** The account holder's name as entered in step 1 and how that step ended. */
  holder: { firstName?: string; lastName?: string; kbvStatus: KbvStatus };
}

/** A name as compared: case, accents and runs of spaces do not count. */
const nameKey = (first: unknown, last: unknown) =>
  `${String(first ?? '')} ${String(last ?? '')}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Step 1's outcome as the certificate states it: only its questions check a person's identity. */
function holderResult(status: KbvStatus): SignerEvidence['identityResult'] {
  if (status === 'VERIFIED' || status === 'NOT_VERIFIED' || status === 'ERROR') return status;
  return 'NOT_CHECKED';
}

/**
 * The evidence of a signature on the screen: the applicant who is the account holder (their name as verified in step
 * 1) signed after that step's knowledge-based questions; anyone else signing on the same screen was not checked.
 * Consent to sign electronically was ticked in the submit form sent with the signature, so it has the submit's time.
 */
function screenEvidence(signature: ScreenSignature, holderId: string | undefined, context: SubmitContext) {
  const isHolder = signature.applicantId === holderId;
  return {
    applicantId: signature.applicantId,
    name: signature.name,
    channel: 'SCREEN',
    identityMethod: isHolder ? 'KBV' : 'NONE',
    identityResult: isHolder ? holderResult(context.holder.kbvStatus) : 'NOT_CHECKED',
    consentedAt: context.submittedAt,
    signedAt: context.submittedAt,
    ip: context.clientIp,
    userAgent: context.userAgent,
  } satisfies SignerEvidence;
}

/**
 * The signers of a new version, in the applicants' order. For each applicant the signature is, first, one given
 * through a signing request (its own evidence); else one drawn on the screen now; else the one of the previous version
 * when the request for changes left the submit step closed (`carried`, kept with its first version and evidence).
 * An applicant with none of these is not in the answer: the submission's checks refuse that before.
 */
export function signersOfVersion(
  applicants: ReadonlyArray<Record<string, unknown>>,
  sources: {
    screen: readonly ScreenSignature[];
    elsewhere: readonly SignatureGivenElsewhere[];
    carried: readonly StoredSigner[];
  },
  context: SubmitContext,
): StoredSigner[] {
  const holderKey = nameKey(context.holder.firstName, context.holder.lastName);
  const holderId = applicants.find((applicant) => nameKey(applicant.firstName, applicant.lastName) === holderKey)?.id;
  return applicants.flatMap((applicant): StoredSigner[] => {
    const id = String(applicant.id);
    const elsewhere = sources.elsewhere.find((signature) => signature.applicantId === id);
    if (elsewhere)
      return [{ applicantId: id, png: elsewhere.png, givenInVersion: context.version, evidence: elsewhere.evidence }];
    const screen = sources.screen.find((signature) => signature.applicantId === id);
    if (screen)
      return [
        {
          applicantId: id,
          png: screen.png,
          givenInVersion: context.version,
          evidence: screenEvidence(screen, holderId === undefined ? undefined : String(holderId), context),
        },
      ];
    const carried = sources.carried.find((signature) => signature.applicantId === id);
    return carried ? [carried] : [];
  });
}

/**
 * The agreements of a new version: one given in an earlier version (`carried`, when the submit step stayed closed)
 * stands with the text id then shown and its first version, so a resubmission cannot drop the personal guaranty; an
 * agreement not given before is taken as this submit gives it, with today's text.
 */
export function agreementsOfVersion(
  current: ReadonlyArray<{ key: AgreementKey; id: string; agreed: boolean }>,
  carried: readonly StoredAgreement[],
  version: number,
): StoredAgreement[] {
  return current.map((agreement) => {
    const earlier = carried.find((candidate) => candidate.key === agreement.key && candidate.agreed);
    return earlier ?? { ...agreement, givenInVersion: version };
  });
}
