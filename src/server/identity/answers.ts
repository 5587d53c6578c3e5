import type { Translate } from '../../shared/field-errors.ts';
import type { Answers, OfferedQuestionSet } from './provider.ts';

/** A question as the browser sends it back (`PUT /v1/kbvapplicants/kbv`): `Answer: true` on the chosen choice. */
export interface SubmittedQuestion {
  Id: number;
  Choices: Array<{ Id: number; Answer: boolean }>;
}

/** The answers, or the message for each question that has none or a wrong shape (keyed `Questions.<index>`). */
export type ReadAnswers = { ok: true; answers: Answers } | { ok: false; errors: Record<string, string> };

/**
 * Reads the chosen choice of every offered question. Each must be answered with exactly one of its own choices,
 * and nothing may answer a question that was not offered: the browser cannot grade itself by sending a different
 * set. Messages are in the request's language and number the questions as the person saw them.
 */
export function readAnswers(
  set: OfferedQuestionSet,
  submitted: readonly SubmittedQuestion[],
  t: Translate,
): ReadAnswers {
  const errors: Record<string, string> = {};
  const answers = new Map<number, number>();
  const offeredIds = new Set(set.questions.map((question) => question.id));
  submitted.forEach((question, index) => {
    if (!offeredIds.has(question.Id)) errors[`Questions.${index}`] = t('kbv.unknownQuestion', { number: index + 1 });
  });
  set.questions.forEach((question, index) => {
    const chosen =
      submitted.find((candidate) => candidate.Id === question.id)?.Choices.filter((choice) => choice.Answer) ?? [];
    const valid = chosen.length === 1 && question.choices.some((choice) => choice.id === chosen[0].Id);
    if (valid) answers.set(question.id, chosen[0].Id);
    else errors[`Questions.${index}`] ??= t('kbv.answerOne', { number: index + 1 });
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}
