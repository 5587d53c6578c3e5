import type { FastifyInstance } from 'fastify';
import type { StoredApplicant } from '../credit-app/applicant-secrets.ts';
import { federalTaxIdOf, maskFederalTaxId } from '../credit-app/business-secrets.ts';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { stepsData } from '../credit-app/sections.ts';
import { identityOf, type ReviewRepository } from './repositories/reviews.ts';
import type { AuditTrail } from './repositories/audit-trail.ts';
import { staffName } from './staff-name.ts';
import { identityChecks } from './identity-check/identity-checks.ts';
import { termsSince } from './terms-since.ts';
import { isUndecided } from '../../shared/staff/review-status.ts';

type Review = NonNullable<Awaited<ReturnType<ReviewRepository['findByNumber']>>>;

/** What the history of an application shows: its status changes and decisions. */
const HISTORY_ACTIONS = ['STATUS_CHANGE', 'DECISION'] as const;

/**
 * The whole application as submitted, for the console: each wizard step's data by step key, shaped as its form
 * edits it (what the form model renders), SSNs, birth dates and the federal tax ID masked; the identity outcome and
 * its reason, the documents, the versions of the texts agreed, the signatures, the address it came from, notes,
 * decisions and history.
 */
export async function applicationView(
  app: FastifyInstance,
  reviews: ReviewRepository,
  audit: AuditTrail,
  review: Review,
) {
  const { kbvStatus, kbvStatusAt, ...identity } = await app.kbv.getApplicant(review.user_id);
  const identityRow = await identityOf(app.db, review.user_id);
  const sections = await app.creditApps.view(review.user_id);
  const names = new Map(sections.applicants.map((applicant) => [applicant.id, applicant]));
  const agreed = {
    terms: review.terms_id,
    generalTerms: review.general_terms_id,
    personalGuarantee: review.personal_guarantee_id,
  };
  // An undecided application is read against the latest list; a decided one as it was screened when decided.
  if (isUndecided(review.status)) await app.screening.ensureCurrent(review.id);
  const [signatures, documents, notes, decisions, history, since, checks, signingRequests] = await Promise.all([
    reviews.signatures(review.id),
    reviews.taxForms(review.user_id),
    reviews.notes(review.id),
    reviews.decisions(review.id),
    audit.ofApplication(review.id, HISTORY_ACTIONS),
    termsSince(app.db, agreed),
    identityChecks(app.db, app.fieldCipher, [review.id]),
    app.signing.staffView(review.id),
  ]);
  const screening = await app.screening.view(review.id);
  const references = await app.references.ofApplication(review.id);
  return {
    applicationId: review.application_number,
    status: review.status,
    language: review.language,
    submittedAt: review.submitted_at,
    clientIp: review.client_ip,
    applicantEmail: review.applicant_email,
    assignee:
      review.assignee_email === null
        ? null
        : staffName({ display_name: review.assignee_name, email: review.assignee_email }),
    assigneeId: review.assignee_id,
    reopenedSteps: review.reopened_steps ? (JSON.parse(review.reopened_steps) as string[]) : [],
    sections: {
      applicantInformation: identity,
      ...stepsData({ ...sections, businessInfo: maskFederalTaxId(sections.businessInfo) }),
    },
    identity: {
      status: kbvStatus,
      reason: identityRow?.kbv_status_reason ?? null,
      at: kbvStatusAt ?? null,
    },
    documents: documents.map((form) => ({
      id: form.id,
      fileName: form.file_name,
      sizeBytes: Number(form.size_bytes),
      uploadedAt: form.created_at,
    })),
    terms: { ...agreed, personalGuaranteeAgreed: Number(review.personal_guarantee_agreed) === 1 },
    termsSince: since,
    identityCheck: checks.get(review.id) ?? null,
    screening,
    references,
    signatures: signatures.map(({ applicant_id }) => {
      const applicant = names.get(applicant_id);
      const name = applicant ? `${String(applicant.firstName ?? '')} ${String(applicant.lastName ?? '')}`.trim() : '';
      return { applicantId: applicant_id, name, signedAt: review.submitted_at };
    }),
    signingRequests,
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      createdAt: note.created_at,
      staff: note.email,
      staffName: staffName(note),
    })),
    decisions: decisions.map((decision) => ({
      id: decision.id,
      decision: decision.decision,
      ...(JSON.parse(decision.body) as Record<string, unknown>),
      decidedAt: decision.decided_at,
      staff: decision.email,
      staffName: decision.email === null ? null : staffName({ ...decision, email: decision.email }),
      byPolicy: decision.email === null,
      policyVersion: decision.policy_version,
      letter: decision.letter_pdf_base64 !== null,
    })),
    recommendation: (await app.staff.policy.assess(review)).recommendation,
    history,
  };
}

/**
 * The clear SSNs and birth dates of an application (the identity step's and each applicant's) and its federal tax
 * ID, which is often a sole proprietor's SSN.
 */
export async function revealedSecrets(app: FastifyInstance, review: Review) {
  const cipher = app.fieldCipher;
  const identity = await identityOf(app.db, review.user_id);
  const sections = JSON.parse(review.data) as StoredSections;
  const stored = sections.applicants ?? [];
  const federalTaxId = federalTaxIdOf(sections.businessInfo, cipher);
  return {
    businessInformation: federalTaxId === undefined ? null : { federalTaxId },
    applicantInformation: identity
      ? { ssn: cipher.decrypt(identity.ssn_encrypted), dateOfBirth: cipher.decrypt(identity.date_of_birth_encrypted) }
      : null,
    applicants: stored.map((applicant: StoredApplicant) => ({
      id: applicant.id,
      ssn: cipher.decrypt(applicant.ssnEncrypted),
      dateOfBirth: cipher.decrypt(applicant.dateOfBirthEncrypted),
    })),
  };
}
