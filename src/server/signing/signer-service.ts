import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../shared/field-errors.ts';
import { isSigningOpen, type SignerView } from '../../shared/signing.ts';
import { hashToken } from '../accounts/opaque-tokens.ts';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { ProblemError } from '../errors/problem.ts';
import type { Language } from '../i18n/server-i18n.ts';
import type { SubmittedQuestion } from '../identity/answers.ts';
import { decodeSignature, SIGNATURE_MESSAGES } from '../submission/signature-image.ts';
import { createSignerIdentity, IDENTITY_ATTEMPTS } from './signer-identity.ts';
import { signerSummary } from './signer-summary.ts';
import { applicantName, statusOf } from './signing-request-service.ts';
import type { SigningRepository } from './signing-repository.ts';

/** What the signer sends to sign (`PUT /api/v1/signing/{token}`), once its schema accepted it. */
export interface SignerSignature {
  terms: boolean;
  generalTerms: boolean;
  personalGuarantee?: boolean;
  /** The agreement to sign electronically. */
  consent: boolean;
  signature: string;
}

/** Where and with what the signer signed, for the evidence. */
export interface SignerClient {
  ip: string;
  userAgent: string;
}

/** The one answer to every link that does not work: unknown, expired, revoked, ended or already used. */
const linkInvalid = () => new ProblemError(404, 'SIGNING_LINK_INVALID');

/**
 * The signer's side (`/api/v1/signing/{token}`): no account, the link's token is the only key. A token that is not
 * one of ours, or whose request is signed, revoked, expired or ended by identity failures, gets the same 404, so an
 * answer tells nothing about which. The first read marks the request opened.
 */
export function createSignerService(app: FastifyInstance, repository: SigningRepository) {
  const identity = createSignerIdentity(app, repository);

  async function load(token: string) {
    const hash = hashToken(token);
    const request = hash ? await repository.findByTokenHash(hash) : undefined;
    const now = new Date();
    if (!request || !isSigningOpen(statusOf(request, now))) throw linkInvalid();
    const application = await repository.findApplication(request.application_id);
    const sections = (application ? JSON.parse(application.data) : {}) as StoredSections;
    const applicant = (sections.applicants ?? []).find((entry) => entry.id === request.applicant_id);
    // The applicant was removed from the application meanwhile: nobody is left to sign for.
    if (!applicant) throw linkInvalid();
    return { request, sections, applicant, now };
  }

  return {
    async view(token: string, language: Language, t: Translate): Promise<SignerView> {
      const { request, sections, applicant, now } = await load(token);
      if (!request.opened_at)
        await repository.updateOpen(request.id, now.toISOString(), { opened_at: now.toISOString() });
      const texts = app.termsTexts[language];
      return {
        status: request.opened_at ? statusOf(request, now) : 'OPENED',
        signerName: applicantName(applicant),
        companyName: String(sections.businessInfo?.companyName ?? ''),
        identityVerified: request.identity_verified_at !== null,
        identityAttemptsLeft: IDENTITY_ATTEMPTS - Number(request.identity_failures),
        summary: signerSummary(sections, app.fieldCipher, t),
        texts: { terms: texts.terms, generalTerms: texts.generalTerms, personalGuarantee: texts.personalGuarantee },
      };
    },

    async requestQuestions(token: string) {
      const { request, applicant } = await load(token);
      return identity.requestQuestions(request, applicant);
    },

    async submitAnswers(token: string, submitted: readonly SubmittedQuestion[], t: Translate) {
      const { request } = await load(token);
      return identity.submitAnswers(request, submitted, t);
    },

    /**
     * Stores the signature with its evidence: the texts' ids in the language they were read in, the consent, the time,
     * the address and browser. Only after the identity check passed; the image is checked as the submit step's are.
     */
    async sign(token: string, body: SignerSignature, client: SignerClient, language: Language, t: Translate) {
      const { request } = await load(token);
      if (!request.identity_verified_at) throw new ProblemError(409, 'SIGNING_IDENTITY_REQUIRED');
      const decoded = decodeSignature(body.signature);
      const problem = 'problem' in decoded ? decoded.problem : await inspect(decoded.png);
      if (problem)
        throw new ProblemError(400, 'VALIDATION_FAILED', { errors: { signature: t(SIGNATURE_MESSAGES[problem]) } });
      const png = (decoded as { png: Buffer }).png;
      const texts = app.termsTexts[language];
      const now = new Date().toISOString();
      const stored = await repository.updateOpen(request.id, now, {
        signed_at: now,
        consented_at: now,
        signature_png_base64: png.toString('base64'),
        terms_id: texts.terms.id,
        general_terms_id: texts.generalTerms.id,
        personal_guarantee_id: texts.personalGuarantee.id,
        personal_guarantee_agreed: body.personalGuarantee === true ? 1 : 0,
        client_ip: client.ip,
        user_agent: client.userAgent.slice(0, 500),
      });
      if (!stored) throw linkInvalid();
      return { status: 'SIGNED' as const };
    },
  };

  /** Whether the pixels decode (off the event loop), as the submission checks its signatures. */
  async function inspect(png: Buffer): Promise<keyof typeof SIGNATURE_MESSAGES | undefined> {
    const outcome = await app.inspection.run({ kind: 'png', bytes: png });
    if (!('result' in outcome)) return 'unchecked';
    return outcome.result === true ? undefined : 'damaged';
  }
}

export type SignerService = ReturnType<typeof createSignerService>;
