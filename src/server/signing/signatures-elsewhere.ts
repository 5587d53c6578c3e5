import type { Translate } from '../../shared/field-errors.ts';
import { isSigningOpen } from '../../shared/signing.ts';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { ProblemError } from '../errors/problem.ts';
import type { SignatureGivenElsewhere, SignaturesGivenElsewhere } from '../submission/signer-evidence.ts';
import { applicantName, statusOf } from './signing-request-service.ts';
import type { SigningRepository, StoredSigningRequest } from './signing-repository.ts';

/** The latest signed request of each applicant still in the application. */
async function signedRequests(repository: SigningRepository, applicationId: string) {
  const application = await repository.findApplication(applicationId);
  const applicants = ((application ? JSON.parse(application.data) : {}) as StoredSections).applicants ?? [];
  const rows = await repository.listOfApplication(applicationId);
  const latest = new Map<string, StoredSigningRequest>();
  // Newest first: the first signed row of an applicant is their latest signature.
  for (const row of rows) if (row.signed_at && !latest.has(row.applicant_id)) latest.set(row.applicant_id, row);
  return { applicants, rows, latest };
}

/**
 * The signatures given through signing requests, with their evidence (the seam of src/server/submission/
 * signer-evidence.ts): channel LINK, identity checked by the knowledge-based questions and passed, the consent, the
 * times sent, opened and signed, the address and browser.
 */
export function signaturesGivenElsewhere(repository: SigningRepository): SignaturesGivenElsewhere {
  return async (applicationId) => {
    const { applicants, latest } = await signedRequests(repository, applicationId);
    return applicants.flatMap((applicant): SignatureGivenElsewhere[] => {
      const row = latest.get(applicant.id);
      if (!row?.signed_at || !row.signature_png_base64) return [];
      return [
        {
          applicantId: applicant.id,
          png: Buffer.from(row.signature_png_base64, 'base64'),
          evidence: {
            applicantId: applicant.id,
            name: applicantName(applicant),
            channel: 'LINK',
            identityMethod: 'KBV',
            identityResult: 'VERIFIED',
            consentedAt: row.consented_at ?? row.signed_at,
            sentAt: row.sent_at,
            ...(row.opened_at ? { openedAt: row.opened_at } : {}),
            signedAt: row.signed_at,
            ip: row.client_ip ?? '',
            userAgent: row.user_agent ?? '',
          },
        },
      ];
    });
  };
}

/**
 * Refuses a submit while a signing request waits for an applicant who has not signed through one (contract section
 * 9): 409 `SIGNATURES_PENDING`, naming each. A signature in the submit's body does not stand in for a request still
 * out: the sender revokes it first, so nobody draws a signature the signer was asked to give themself.
 */
export async function requireNoPendingSigners(
  repository: SigningRepository,
  applicationId: string,
  t: Translate,
): Promise<void> {
  const { applicants, rows, latest } = await signedRequests(repository, applicationId);
  const now = new Date();
  const pending = applicants.filter(
    (applicant) =>
      !latest.has(applicant.id) &&
      rows.some((row) => row.applicant_id === applicant.id && isSigningOpen(statusOf(row, now))),
  );
  if (!pending.length) return;
  const names = pending.map(applicantName).join(', ');
  throw new ProblemError(409, 'SIGNATURES_PENDING', {
    values: { names },
    errors: Object.fromEntries(
      pending.map((applicant) => [
        `applicants.${applicant.id}`,
        t('signer.sender.pending', { name: applicantName(applicant) }),
      ]),
    ),
  });
}
