import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { KbaStatus } from './kba-status.ts';

/** What the applicant entered in step 1, in clear: it exists only in memory while a provider is called. */
export interface IdentityDetails {
  firstName: string;
  lastName: string;
  /** Nine digits. */
  ssn: string;
  addressLine1: string;
  addressLine2?: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
}

/**
 * Words a person reads: a vendor's text as it sent it, or a locale key (with values) that the API translates into
 * the request's language. The sandbox speaks in locale keys, so its questions read in English or Spanish.
 */
export type OfferedText = string | { key: string; values?: Record<string, string> };

interface OfferedChoice {
  id: number;
  text: OfferedText;
}

export interface OfferedQuestion {
  id: number;
  text: OfferedText;
  choices: OfferedChoice[];
}

/**
 * A question set as offered. `grading` is what the provider needs later to judge the answers (the sandbox's key of
 * right choices, the vendor's case id). The server stores it encrypted and never sends it to the browser.
 */
export interface OfferedQuestionSet {
  questions: OfferedQuestion[];
  grading: JsonObject;
}

/** The provider's first answer: questions, or the KBA status that says why there are none. */
export type QuestionSetResult = { offered: true; set: OfferedQuestionSet } | { offered: false; kbaStatus: KbaStatus };

/** The chosen choice id of each question id. */
export type Answers = ReadonlyMap<number, number>;

/**
 * A knowledge-based identity verification service. Implementations must not log the details they are given, and
 * report every failure to answer (network, timeout, 5xx, nonsense) as a `KbvProviderError`.
 */
export interface KbvProvider {
  /** The name stored with each question set (`sandbox`, `trustev`). */
  readonly name: string;
  requestQuestions(details: IdentityDetails, signal: AbortSignal): Promise<QuestionSetResult>;
  /** Judges the answers to a set this provider offered: the KBA status `PASSED` or `FAILED`. */
  gradeAnswers(set: OfferedQuestionSet, answers: Answers, signal: AbortSignal): Promise<'passed' | 'failed'>;
}

/**
 * The provider could not be asked or gave no usable answer. Its message names the call and the HTTP status at
 * most: never a body, which could echo the applicant's data.
 */
export class KbvProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KbvProviderError';
  }
}
