import type { Translate } from '../../../shared/field-errors.ts';
import type { QuestionsResult } from '../kbv-service.ts';
import type { OfferedText } from '../provider.ts';

/** A question as the browser gets it: no choice is marked, whichever is right. */
interface KbaQuestion {
  Id: number;
  QuestionText: string;
  Choices: Array<{ Id: number; ChoiceText: string; Answer: false }>;
}

/**
 * The answer of `POST /api/v1/kbvapplicants/kbv`, in the vendor's detailed-decision format
 * (docs/decisions/0006-product-rules.md#api).
 */
export interface DetailedDecisionAnswer {
  kbvStatus: QuestionsResult['kbvStatus'];
  detailedDecisionResponse: { Authentication: { KBA: { Status: number; Questions: KbaQuestion[] } } };
}

const textOf = (text: OfferedText, t: Translate) => (typeof text === 'string' ? text : t(text.key, text.values));

/**
 * The offered set in the vendor's shape, its texts in the request's language. Only ids and texts leave the
 * server: the grading key stays in the stored set, and every `Answer` is false.
 */
export function detailedDecisionAnswer(result: QuestionsResult, t: Translate): DetailedDecisionAnswer {
  const questions = (result.set?.questions ?? []).map((question) => ({
    Id: question.id,
    QuestionText: textOf(question.text, t),
    Choices: question.choices.map((choice) => ({
      Id: choice.id,
      ChoiceText: textOf(choice.text, t),
      Answer: false as const,
    })),
  }));
  return {
    kbvStatus: result.kbvStatus,
    detailedDecisionResponse: { Authentication: { KBA: { Status: result.kbaStatus, Questions: questions } } },
  };
}
