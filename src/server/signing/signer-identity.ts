import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../shared/field-errors.ts';
import type { StoredApplicant } from '../credit-app/applicant-secrets.ts';
import { ProblemError } from '../errors/problem.ts';
import { readAnswers, type SubmittedQuestion } from '../identity/answers.ts';
import { KBA_STATUS } from '../identity/kba-status.ts';
import { QUESTION_SET_LIFETIME_MS, type QuestionsResult } from '../identity/kbv-service.ts';
import type { IdentityDetails, OfferedQuestionSet } from '../identity/provider.ts';
import { withTimeout } from '../identity/with-timeout.ts';
import type { SigningRepository, StoredSigningRequest } from './signing-repository.ts';

/** Three failed identity attempts end a request (contract section 9). */
export const IDENTITY_ATTEMPTS = 3;

/** What the signer's answers came to, and how many attempts remain. */
export interface SignerIdentityOutcome {
  kbvStatus: 'VERIFIED' | 'NOT_VERIFIED';
  attemptsLeft: number;
}

/** The co-owner's details as the applicant entered them, in clear for the provider only. */
function detailsOf(applicant: StoredApplicant, decrypt: (text: string) => string): IdentityDetails {
  const text = (field: string) => (typeof applicant[field] === 'string' ? (applicant[field] as string) : '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    ssn: decrypt(applicant.ssnEncrypted),
    addressLine1: text('addressLine1'),
    ...(text('addressLine2') ? { addressLine2: text('addressLine2') } : {}),
    addressCity: text('addressCity'),
    addressState: text('addressState'),
    addressZip: text('addressZip'),
    dateOfBirth: decrypt(applicant.dateOfBirthEncrypted),
  };
}

/**
 * The signer's identity check: the same provider and rules as step 1 (contract section 5), asked about the signer's
 * own details as the applicant entered them. The offered set stays on the server, encrypted, and is the only thing the
 * answers are graded against; one set per day, as in step 1. A provider that offers no questions leaves the request
 * open (the signer cannot sign through it; the applicant may have them sign on the screen instead); one that fails
 * answers 502 and costs no attempt. Wrong answers cost one attempt; the third ends the request.
 */
export function createSignerIdentity(app: FastifyInstance, repository: SigningRepository) {
  const cipher = app.fieldCipher;
  const provider = app.kbvProvider;
  const timeoutMs = app.config.kbvTimeoutMs;
  const currentSet = (
    request: Pick<StoredSigningRequest, 'question_set_encrypted' | 'question_set_at'>,
    now: Date,
  ): OfferedQuestionSet | undefined =>
    request.question_set_encrypted &&
    request.question_set_at &&
    now.getTime() - Date.parse(request.question_set_at) < QUESTION_SET_LIFETIME_MS
      ? (JSON.parse(cipher.decrypt(request.question_set_encrypted)) as OfferedQuestionSet)
      : undefined;

  return {
    async requestQuestions(request: StoredSigningRequest, applicant: StoredApplicant): Promise<QuestionsResult> {
      if (request.identity_verified_at) throw new ProblemError(409, 'KBV_FINISHED');
      const now = new Date();
      const waiting = currentSet(request, now);
      if (waiting) return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set: waiting };
      let result;
      try {
        result = await withTimeout(timeoutMs, (signal) =>
          provider.requestQuestions(detailsOf(applicant, cipher.decrypt), signal),
        );
      } catch (error) {
        throw new ProblemError(502, 'KBV_PROVIDER_FAILED', { cause: error });
      }
      if (!result.offered) return { kbvStatus: 'ERROR', kbaStatus: result.kbaStatus };
      const encrypted = cipher.encrypt(JSON.stringify(result.set));
      if (await repository.storeQuestionSet(request, encrypted, now.toISOString()))
        return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set: result.set };
      // Another request stored its set first: that one is graded, so it is the one offered.
      const stored = await repository.findQuestionSet(request.id, now.toISOString());
      const set = stored && currentSet(stored, now);
      if (!set) throw new ProblemError(404, 'SIGNING_LINK_INVALID');
      return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set };
    },

    async submitAnswers(
      request: StoredSigningRequest,
      submitted: readonly SubmittedQuestion[],
      t: Translate,
    ): Promise<SignerIdentityOutcome> {
      if (request.identity_verified_at) throw new ProblemError(409, 'KBV_FINISHED');
      const now = new Date();
      const set = currentSet(request, now);
      if (!set) throw new ProblemError(409, 'KBV_NO_QUESTIONS');
      const read = readAnswers(set, submitted, t);
      if (!read.ok) throw new ProblemError(400, 'KBV_ANSWERS_INVALID', { errors: read.errors });
      let grade;
      try {
        grade = await withTimeout(timeoutMs, (signal) => provider.gradeAnswers(set, read.answers, signal));
      } catch (error) {
        throw new ProblemError(502, 'KBV_PROVIDER_FAILED', { cause: error });
      }
      const failures = Number(request.identity_failures);
      if (grade === 'passed') {
        const stored = await repository.updateOpen(request.id, now.toISOString(), {
          identity_verified_at: now.toISOString(),
          question_set_encrypted: null,
        });
        if (!stored) throw new ProblemError(404, 'SIGNING_LINK_INVALID');
        return { kbvStatus: 'VERIFIED', attemptsLeft: IDENTITY_ATTEMPTS - failures };
      }
      if (!(await repository.countIdentityFailure(request, IDENTITY_ATTEMPTS, now.toISOString())))
        throw new ProblemError(404, 'SIGNING_LINK_INVALID');
      return { kbvStatus: 'NOT_VERIFIED', attemptsLeft: Math.max(0, IDENTITY_ATTEMPTS - failures - 1) };
    },
  };
}
