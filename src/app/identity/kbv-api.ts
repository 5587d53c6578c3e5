import type { KbvStatus } from '../../shared/identity-status.ts';
import { api } from '../api/client.ts';

/** The vendor's KBA status for "questions offered" (the spec's OFFERED = 0). */
const KBA_OFFERED = 0;

interface KbaChoice {
  Id: number;
  ChoiceText: string;
  Answer: boolean;
}

export interface KbaQuestion {
  Id: number;
  QuestionText: string;
  Choices: KbaChoice[];
}

/** `POST /api/v1/kbvapplicants/kbv`: the questions under `detailedDecisionResponse.Authentication.KBA`. */
interface QuestionsAnswer {
  kbvStatus: KbvStatus;
  detailedDecisionResponse: { Authentication: { KBA: { Status: number; Questions: KbaQuestion[] } } };
}

/** The questions to answer, or none when the provider offers none (any KBA status but offered). */
export async function requestQuestions(): Promise<KbaQuestion[]> {
  const { KBA } = (await api<QuestionsAnswer>('POST', '/v1/kbvapplicants/kbv')).detailedDecisionResponse.Authentication;
  return KBA.Status === KBA_OFFERED ? KBA.Questions : [];
}

/** Sends the questions back with `Answer: true` on each chosen choice; resolves to the new status. */
export async function submitAnswers(
  questions: readonly KbaQuestion[],
  chosen: ReadonlyMap<number, number>,
): Promise<KbvStatus> {
  const Questions = questions.map((question) => ({
    ...question,
    Choices: question.Choices.map((choice) => ({ ...choice, Answer: chosen.get(question.Id) === choice.Id })),
  }));
  return (await api<{ kbvStatus: KbvStatus }>('PUT', '/v1/kbvapplicants/kbv', { Questions })).kbvStatus;
}
