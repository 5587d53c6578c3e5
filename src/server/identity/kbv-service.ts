import type { Translate } from '../../shared/field-errors.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import { isKbvFinished, type KbvStatus } from '../../shared/identity-status.ts';
import { ProblemError } from '../errors/problem.ts';
import { readAnswers, type SubmittedQuestion } from './answers.ts';
import { applicantColumns, applicantView, identityDetails, type ApplicantView } from './applicant-view.ts';
import { KBA_STATUS, type KbaStatus } from './kba-status.ts';
import type { KbvRepository, StoredApplicant, StoredQuestionSet } from './kbv-repository.ts';
import type { IdentityDetails, KbvProvider, OfferedQuestionSet } from './provider.ts';
import { withTimeout } from './with-timeout.ts';

/** One question set per applicant per 24 hours: until then, asking again gives the same set. */
export const QUESTION_SET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What `POST /v1/kbvapplicants/kbv` tells: the status, and the KBA status with the questions when offered. */
export interface QuestionsResult {
  kbvStatus: KbvStatus;
  kbaStatus: KbaStatus;
  set?: OfferedQuestionSet;
}

export interface KbvServiceOptions {
  repository: KbvRepository;
  provider: KbvProvider;
  cipher: FieldCipher;
  timeoutMs: number;
  /** The clock; tests move it to see a question set expire. */
  now?: () => Date;
}

/**
 * Identity verification of step 1 (docs/decisions/0006-product-rules.md#identity): saves the applicant, asks the
 * provider for questions, grades the answers, and stores each outcome with its time. The offered set stays on the
 * server (encrypted) and is the only thing answers are graded against. A provider that fails or times out ends
 * verification in ERROR: the applicant moves on and the credit department reviews by hand.
 */
export function createKbvService({
  repository,
  provider,
  cipher,
  timeoutMs,
  now = () => new Date(),
}: KbvServiceOptions) {
  const isCurrent = (set: StoredQuestionSet | undefined): set is StoredQuestionSet =>
    !!set && set.answered_at === null && now().getTime() - Date.parse(set.offered_at) < QUESTION_SET_LIFETIME_MS;

  /** The applicant, the set waiting for answers (if any), and the status as the applicant should see it. */
  async function load(userId: string) {
    const applicant = await repository.findApplicant(userId);
    const set = applicant?.question_set_id
      ? await repository.findQuestionSet(userId, applicant.question_set_id)
      : undefined;
    const pending = applicant?.kbv_status === 'STARTED' && isCurrent(set) ? set : undefined;
    // A set left unanswered for a day has expired: the applicant may start over.
    const status: KbvStatus =
      applicant?.kbv_status === 'STARTED' && !pending ? 'NOT_STARTED' : (applicant?.kbv_status ?? 'NOT_STARTED');
    return { applicant, pending, status };
  }

  const openSet = (set: StoredQuestionSet) => JSON.parse(cipher.decrypt(set.content_encrypted)) as OfferedQuestionSet;

  async function askProvider(
    userId: string,
    applicant: StoredApplicant,
    details: IdentityDetails,
  ): Promise<QuestionsResult> {
    const seen = { id: applicant.id, kbv_status: applicant.kbv_status, question_set_id: applicant.question_set_id };
    const stamp = () => now().toISOString();
    let result;
    try {
      result = await withTimeout(timeoutMs, (signal) => provider.requestQuestions(details, signal));
    } catch (error) {
      // The 502's cause is logged by the error handler: a KbvProviderError names the call and status only.
      await repository.finishWithoutQuestions(userId, seen, 'ERROR', 'PROVIDER_FAILED', stamp());
      throw new ProblemError(502, 'KBV_PROVIDER_FAILED', { cause: error });
    }
    if (!result.offered) {
      await repository.finishWithoutQuestions(userId, seen, 'ERROR', `KBA_NOT_OFFERED_${result.kbaStatus}`, stamp());
      return { kbvStatus: 'ERROR', kbaStatus: result.kbaStatus };
    }
    const started = await repository.startQuestionSet(
      userId,
      seen,
      { provider: provider.name, content_encrypted: cipher.encrypt(JSON.stringify(result.set)) },
      stamp(),
    );
    if (started) return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set: result.set };
    // Another request for the same applicant won the race: answer with what it stored.
    const { pending, status } = await load(userId);
    if (!pending) throw new ProblemError(409, isKbvFinished(status) ? 'KBV_FINISHED' : 'KBV_NO_QUESTIONS');
    return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set: openSet(pending) };
  }

  return {
    /** `GET /v1/kbvapplicants`: the saved applicant, masked, or only `NOT_STARTED` before anything was saved. */
    async getApplicant(userId: string): Promise<ApplicantView> {
      const { applicant, status } = await load(userId);
      return applicant ? applicantView(applicant, cipher, status) : { kbvStatus: 'NOT_STARTED' };
    },

    /** `PUT /v1/kbvapplicants`: saves the details until questions are offered; verification restarts from them. */
    async saveApplicant(userId: string, details: IdentityDetails): Promise<ApplicantView> {
      const { applicant, pending, status } = await load(userId);
      if (isKbvFinished(status)) throw new ProblemError(409, 'KBV_FINISHED');
      if (pending) throw new ProblemError(409, 'KBV_QUESTIONS_PENDING');
      const editableFrom: KbvStatus[] =
        applicant?.kbv_status === 'STARTED' ? ['NOT_STARTED', 'STARTED'] : ['NOT_STARTED'];
      const saved = await repository.saveApplicant(
        userId,
        applicantColumns(details, cipher),
        editableFrom,
        now().toISOString(),
      );
      if (!saved) throw new ProblemError(409, 'KBV_FINISHED');
      return applicantView(saved, cipher, saved.kbv_status);
    },

    /** `POST /v1/kbvapplicants/kbv`: the questions to answer; the same set again while it is waiting for answers. */
    async requestQuestions(userId: string): Promise<QuestionsResult> {
      const { applicant, pending, status } = await load(userId);
      if (!applicant) throw new ProblemError(409, 'KBV_NO_APPLICANT');
      if (isKbvFinished(status)) throw new ProblemError(409, 'KBV_FINISHED');
      if (pending) return { kbvStatus: 'STARTED', kbaStatus: KBA_STATUS.OFFERED, set: openSet(pending) };
      return askProvider(userId, applicant, identityDetails(applicant, cipher));
    },

    /** `PUT /v1/kbvapplicants/kbv`: grades the answers to the waiting set and stores the outcome. */
    async submitAnswers(userId: string, submitted: readonly SubmittedQuestion[], t: Translate): Promise<KbvStatus> {
      const { applicant, pending, status } = await load(userId);
      if (!applicant) throw new ProblemError(409, 'KBV_NO_APPLICANT');
      if (isKbvFinished(status)) throw new ProblemError(409, 'KBV_FINISHED');
      if (!pending) throw new ProblemError(409, 'KBV_NO_QUESTIONS');
      const set = openSet(pending);
      const read = readAnswers(set, submitted, t);
      if (!read.ok) throw new ProblemError(400, 'KBV_ANSWERS_INVALID', { errors: read.errors });
      let outcome: 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR';
      let failure: unknown;
      try {
        outcome =
          (await withTimeout(timeoutMs, (signal) => provider.gradeAnswers(set, read.answers, signal))) === 'passed'
            ? 'VERIFIED'
            : 'NOT_VERIFIED';
      } catch (error) {
        [outcome, failure] = ['ERROR', error];
      }
      const stored = await repository.finishQuestionSet(
        userId,
        pending.id,
        outcome,
        failure ? 'PROVIDER_FAILED' : null,
        now().toISOString(),
      );
      if (!stored) throw new ProblemError(409, 'KBV_NO_QUESTIONS');
      if (failure) throw new ProblemError(502, 'KBV_PROVIDER_FAILED', { cause: failure });
      return outcome;
    },
  };
}

export type KbvService = ReturnType<typeof createKbvService>;
