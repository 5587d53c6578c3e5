import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { maskFederalTaxId } from '../credit-app/business-secrets.ts';
import { stepsData } from '../credit-app/sections.ts';
import type { Language } from '../i18n/server-i18n.ts';
import { loadPaperSource } from '../pdf/paper-source.ts';
import { screenSubmitted } from '../screening/index.ts';
import { queueColumns } from '../staff/queue-columns.ts';
import { newApplicationNumber } from './application-number.ts';
import { appendCompletionCertificate } from './completion-certificate.ts';
import { renderSignedApplication } from './signed-application-pdf.ts';
import { createVersionRepository, sha256Of, type AgreementKey } from './submission-versions.ts';
import { agreementsOfVersion, signersOfVersion } from './version-signers.ts';
import type { SubmitData } from '../../shared/generated/form-data.ts';
import { AGREEMENT_TITLES } from '../../shared/staff/versions.ts';
import { checkedSignatures, requireSavedSteps, type PngInspection } from './submission-checks.ts';
import { createSubmissionRepository } from './submission-repository.ts';

/** An applicant's name as the signed PDF prints it. */
const applicantName = (applicant: Record<string, unknown>) =>
  [applicant.firstName, applicant.lastName].filter(Boolean).map(String).join(' ');

/** A submit that lost a race (a section saved meanwhile) starts again on fresh data this many times. */
const MAX_ATTEMPTS = 3;

export interface SubmitRequest {
  userId: string;
  email: string;
  language: Language;
  clientIp: string;
  /** The submitting browser's User-Agent, as the certificate of completion names it. */
  userAgent: string;
  /** The body of `PUT /api/v1/terms`, once the submit form's schema accepted it. */
  body: SubmitData;
}

/**
 * Submission (docs/decisions/0006-product-rules.md#submission): checks, renders the signed PDF, then locks the
 * application and stores the submission in one transaction. Idempotent: an application already submitted answers its
 * Application ID again and nothing is stored or sent twice, also when two submits race (only the one whose transaction
 * locks the draft writes the emails, to the outbox, in that same transaction: a crash after the answer cannot lose
 * them).
 */
export function createSubmissionService(app: FastifyInstance) {
  const submissions = createSubmissionRepository(app.db);
  const versions = createVersionRepository(app.db);
  const paper = loadPaperSource();
  const translate = (language: Language) => paper.editions[language].t;
  const inspectPng = async (png: Buffer): Promise<PngInspection> => {
    const outcome = await app.inspection.run({ kind: 'png', bytes: png });
    if (!('result' in outcome)) return 'unchecked';
    return outcome.result === true ? 'decodes' : 'damaged';
  };

  /** The applicant's confirmation and the credit department's notice, written in the submission's transaction. */
  const writeEmails =
    (request: SubmitRequest, applicationNumber: string, companyName: string) => async (trx: Kysely<Database>) => {
      await app.outbox.email(
        {
          to: request.email,
          language: request.language,
          template: 'applicationSubmitted',
          values: { applicationId: applicationNumber },
        },
        trx,
      );
      await app.outbox.email(
        {
          to: app.config.creditDeptEmail,
          language: 'en',
          template: 'applicationReceived',
          audience: 'staff',
          values: { applicationId: applicationNumber, companyName, applicantEmail: request.email },
        },
        trx,
      );
    };

  return {
    /** The Application ID of the user's submitted application, or undefined while it is a draft. */
    applicationNumber: (userId: string) => submissions.findNumber(userId),
    /** The signed PDF kept with the user's submission. */
    signedPdf: (userId: string) => submissions.findPdf(userId),
    /** Every version of every submission, as issued (contract section 9). */
    versions,

    async submit(request: SubmitRequest): Promise<string> {
      const t = translate(request.language);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const done = await submissions.findNumber(request.userId);
        const draft = await app.repositories.creditApplications.getOrCreateDraft(request.userId);
        // Sent back for changes, the application is submitted again under its Application ID.
        const resubmission = done !== undefined && draft.reviewStatus === 'CHANGES_REQUESTED';
        if (done && !resubmission) return done;
        const view = await app.creditApps.view(request.userId);
        const identity = await app.kbv.getApplicant(request.userId);
        requireSavedSteps(view, identity, t);
        // A version after a request for changes that left the submit step closed keeps what was signed and agreed.
        const previous = resubmission ? await versions.latest(draft.id) : undefined;
        const carried = previous && !draft.reopenedSteps.includes('submit') ? previous : undefined;
        // A signing request still out holds the submit; signatures given through one count (contract section 9).
        await app.signing.requireNoPendingSigners(draft.id, t);
        // Reopened for signing again, a signature given through a request before the last version belongs to it.
        const elsewhere = (await app.signing.signaturesGivenElsewhere(draft.id)).filter(
          (given) => !previous || carried || given.evidence.signedAt > previous.submittedAt,
        );
        const alreadySigned = new Set([...elsewhere, ...(carried?.signers ?? [])].map((entry) => entry.applicantId));
        const screen = await checkedSignatures(request.body, view.applicants, t, inspectPng, alreadySigned);
        const texts = app.termsTexts[request.language];
        const submittedAt = new Date().toISOString();
        const applicationNumber = done ?? newApplicationNumber();
        const version = (previous?.version ?? 0) + 1;
        const signers = signersOfVersion(
          view.applicants,
          { screen, elsewhere, carried: carried?.signers ?? [] },
          {
            version,
            submittedAt,
            clientIp: request.clientIp,
            userAgent: request.userAgent,
            holder: { firstName: identity.firstName, lastName: identity.lastName, kbvStatus: identity.kbvStatus },
          },
        );
        const agreements = agreementsOfVersion(
          [
            { key: 'terms', id: texts.terms.id, agreed: true },
            { key: 'generalTerms', id: texts.generalTerms.id, agreed: true },
            {
              key: 'personalGuarantee',
              id: texts.personalGuarantee.id,
              agreed: request.body.personalGuarantee === true,
            },
          ],
          carried?.agreements ?? [],
          version,
        );
        const agreed = (key: AgreementKey) => agreements.find((agreement) => agreement.key === key);
        // Masked as the SSNs are: the staff's viewers download this PDF.
        const data = {
          applicantInformation: identity,
          ...stepsData({ ...view, businessInfo: maskFederalTaxId(view.businessInfo) }),
        };
        const names = new Map(view.applicants.map((applicant) => [String(applicant.id), applicantName(applicant)]));
        const applicationPages = await renderSignedApplication(paper.editions[request.language], {
          applicationNumber,
          submittedAt,
          clientIp: request.clientIp,
          data,
          agreements: agreements.map((agreement) => ({
            title: t(AGREEMENT_TITLES[agreement.key]),
            id: agreement.id,
            agreed: agreement.agreed,
          })),
          signatures: signers.map((signer) => ({
            name: names.get(signer.applicantId) ?? '',
            png: signer.png,
            signedAt: signer.evidence?.signedAt ?? previous?.submittedAt ?? submittedAt,
          })),
        });
        const pdf = Buffer.from(
          await appendCompletionCertificate(paper.editions[request.language], applicationPages, {
            applicationNumber,
            version,
            verifyUrl: `${app.config.publicUrl}/verify`,
            signers: signers.map((signer) => ({
              name: names.get(signer.applicantId) ?? signer.evidence?.name ?? '',
              evidence: signer.evidence,
            })),
          }),
        );
        const stored = await submissions.lockAndStore(
          {
            applicationId: draft.id,
            userId: request.userId,
            applicationNumber,
            termsId: agreed('terms')?.id ?? texts.terms.id,
            generalTermsId: agreed('generalTerms')?.id ?? texts.generalTerms.id,
            personalGuaranteeId: agreed('personalGuarantee')?.id ?? texts.personalGuarantee.id,
            personalGuaranteeAgreed: agreed('personalGuarantee')?.agreed === true,
            language: request.language,
            clientIp: request.clientIp,
            submittedAt,
            pdf,
            signatures: signers.map(({ applicantId, png }) => ({ applicantId, png })),
            queue: queueColumns(view, request.email),
          },
          draft.revision,
          async (trx) => {
            await versions.insert(trx, {
              applicationId: draft.id,
              version,
              submittedAt,
              clientIp: request.clientIp,
              language: request.language,
              agreements,
              data,
              signers,
              pdf,
              sha256: sha256Of(pdf),
            });
            await writeEmails(request, applicationNumber, String(view.businessInfo?.companyName ?? ''))(trx);
            const references = { applicationId: draft.id, language: request.language, section: view.references };
            await app.references.requestOnSubmit(
              { ...references, companyName: String(view.businessInfo?.companyName ?? '') },
              trx,
            );
            // Its audit row commits with the resubmission, or neither does.
            if (resubmission) await app.staff.reviews.recordResubmission(draft.id, request.clientIp, trx);
          },
          resubmission,
        );
        if (stored) {
          app.outbox.wake();
          app.log.info({ applicationId: draft.id }, 'credit application submitted');
          await screenSubmitted(app, draft.id);
          return applicationNumber;
        }
      }
      throw new Error(`the application of user ${request.userId} kept changing while it was being submitted`);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
