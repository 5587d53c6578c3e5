import { randomUUID } from 'node:crypto';
import type { TrustevConfig } from '../../config.ts';
import { KBA_STATUS, type KbaStatus } from '../kba-status.ts';
import {
  KbvProviderError,
  type Answers,
  type IdentityDetails,
  type KbvProvider,
  type OfferedQuestion,
  type OfferedQuestionSet,
} from '../provider.ts';
import { createTrustevClient, type TrustevCall } from './trustev-client.ts';
import type { TrustevCase, TrustevDetailedDecision, TrustevKba, TrustevQuestion } from './trustev-types.ts';

/** Trustev's case type for an application. */
const CASE_TYPE_APPLICATION = 3;

function caseOf(details: IdentityDetails): TrustevCase {
  return {
    CaseNumber: randomUUID(),
    CaseType: CASE_TYPE_APPLICATION,
    Customer: {
      FirstName: details.firstName,
      LastName: details.lastName,
      SocialSecurityNumber: details.ssn,
      DateOfBirth: `${details.dateOfBirth}T00:00:00Z`,
      Addresses: [
        {
          Address1: details.addressLine1,
          ...(details.addressLine2 ? { Address2: details.addressLine2 } : {}),
          City: details.addressCity,
          State: details.addressState,
          PostalCode: details.addressZip,
          CountryCode: 'US',
          IsDefault: true,
        },
      ],
    },
  };
}

function isQuestion(question: TrustevQuestion): boolean {
  return (
    Number.isInteger(question?.Id) &&
    typeof question.QuestionText === 'string' &&
    Array.isArray(question.Choices) &&
    question.Choices.length > 1 &&
    question.Choices.every((choice) => Number.isInteger(choice?.Id) && typeof choice.ChoiceText === 'string')
  );
}

/** The vendor's questions as offered, with its texts verbatim; anything malformed is the vendor failing. */
function questionsOf(kba: TrustevKba): OfferedQuestion[] {
  const questions = kba.Questions ?? [];
  if (!questions.length || !questions.every(isQuestion))
    throw new KbvProviderError('trustev: KBA offered without usable questions');
  return questions.map((question) => ({
    id: question.Id,
    text: question.QuestionText!,
    choices: question.Choices.map((choice) => ({ id: choice.Id, text: choice.ChoiceText! })),
  }));
}

/**
 * The provider for TransUnion's Trustev API (`KBV_PROVIDER=trustev`). Questions: `POST /case` with the applicant
 * as customer, then `GET /detaileddecision/{caseId}`, whose `Authentication.KBA` holds the status and the
 * questions. Answers: `POST /case/{caseId}/authentication/kba` with every choice and `Answer: true` on the chosen
 * ones; the vendor grades them and answers the KBA status Passed (4) or Failed (5).
 */
export function createTrustevProvider(
  config: TrustevConfig,
  call: TrustevCall = createTrustevClient(config),
): KbvProvider {
  return {
    name: 'trustev',

    async requestQuestions(details, signal) {
      const created = await call<{ Id?: unknown }>('POST', '/case', caseOf(details), signal);
      if (typeof created?.Id !== 'string' || !created.Id)
        throw new KbvProviderError('trustev: POST /case answered without a case id');
      const decision = await call<TrustevDetailedDecision>(
        'GET',
        `/detaileddecision/${encodeURIComponent(created.Id)}`,
        undefined,
        signal,
      );
      const kba = decision?.Authentication?.KBA;
      if (!kba || !Number.isInteger(kba.Status))
        throw new KbvProviderError('trustev: detailed decision without a KBA status');
      if (kba.Status !== KBA_STATUS.OFFERED) return { offered: false, kbaStatus: kba.Status as KbaStatus };
      return { offered: true, set: { questions: questionsOf(kba), grading: { caseId: created.Id } } };
    },

    async gradeAnswers(set: OfferedQuestionSet, answers: Answers, signal: AbortSignal) {
      const body: TrustevKba = {
        Status: KBA_STATUS.OFFERED,
        Questions: set.questions.map((question) => ({
          Id: question.id,
          Choices: question.choices.map((choice) => ({
            Id: choice.id,
            Answer: answers.get(question.id) === choice.id,
          })),
        })),
      };
      const caseId = encodeURIComponent(String(set.grading.caseId));
      const result = await call<TrustevKba>('POST', `/case/${caseId}/authentication/kba`, body, signal);
      if (result?.Status === KBA_STATUS.PASSED) return 'passed';
      if (result?.Status === KBA_STATUS.FAILED) return 'failed';
      throw new KbvProviderError('trustev: KBA answers graded with an unexpected status');
    },
  };
}
