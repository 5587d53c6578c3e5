import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { maskFederalTaxId } from '../credit-app/business-secrets.ts';
import { stepsData } from '../credit-app/sections.ts';
import type { Language } from '../i18n/server-i18n.ts';
import { loadPaperSource } from '../pdf/paper-source.ts';
import { queueColumns } from '../staff/queue-columns.ts';
import { newApplicationNumber } from './application-number.ts';
import { renderSignedApplication } from './signed-application-pdf.ts';
import type { SubmitData } from '../../shared/generated/form-data.ts';
import { checkedSignatures, requireSavedSteps, type PngInspection } from './submission-checks.ts';
import { createSubmissionRepository } from './submission-repository.ts';

/** A submit that lost a race (a section saved meanwhile) starts again on fresh data this many times. */
const MAX_ATTEMPTS = 3;

export interface SubmitRequest {
  userId: string;
  email: string;
  language: Language;
  clientIp: string;
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
        // Signing requests (#25 remote): a request still out holds the submit; signatures given through one count.
        await app.signing.requireNoPendingSigners(draft.id, t);
        const elsewhere = await app.signing.signaturesGivenElsewhere(draft.id);
        const signatures = await checkedSignatures(request.body, view.applicants, t, inspectPng, elsewhere);
        const texts = app.termsTexts[request.language];
        const submittedAt = new Date().toISOString();
        const applicationNumber = done ?? newApplicationNumber();
        const pdf = await renderSignedApplication(paper.editions[request.language], {
          applicationNumber,
          submittedAt,
          clientIp: request.clientIp,
          // Masked as the SSNs are: the staff's viewers download this PDF.
          data: {
            applicantInformation: identity,
            ...stepsData({ ...view, businessInfo: maskFederalTaxId(view.businessInfo) }),
          },
          agreements: [
            { title: t('fields.terms'), id: texts.terms.id, agreed: true },
            { title: t('fields.generalTerms'), id: texts.generalTerms.id, agreed: true },
            {
              title: t('fields.personalGuarantee'),
              id: texts.personalGuarantee.id,
              agreed: request.body.personalGuarantee === true,
            },
          ],
          signatures,
        });
        const stored = await submissions.lockAndStore(
          {
            applicationId: draft.id,
            userId: request.userId,
            applicationNumber,
            termsId: texts.terms.id,
            generalTermsId: texts.generalTerms.id,
            personalGuaranteeId: texts.personalGuarantee.id,
            personalGuaranteeAgreed: request.body.personalGuarantee === true,
            language: request.language,
            clientIp: request.clientIp,
            submittedAt,
            pdf: Buffer.from(pdf),
            signatures: signatures.map(({ applicantId, png }) => ({ applicantId, png })),
            queue: queueColumns(view, request.email),
          },
          draft.revision,
          async (trx) => {
            await writeEmails(request, applicationNumber, String(view.businessInfo?.companyName ?? ''))(trx);
            // Its audit row commits with the resubmission, or neither does.
            if (resubmission) await app.staff.reviews.recordResubmission(draft.id, request.clientIp, trx);
          },
          resubmission,
        );
        if (stored) {
          app.outbox.wake();
          app.log.info({ applicationId: draft.id }, 'credit application submitted');
          return applicationNumber;
        }
      }
      throw new Error(`the application of user ${request.userId} kept changing while it was being submitted`);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
