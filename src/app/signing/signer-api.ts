import type { SignerView } from '../../shared/signing.ts';
import { api } from '../api/client.ts';
import type { KbaQuestion } from '../identity/kbv-api.ts';

/** The vendor's KBA status for "questions offered" (the spec's OFFERED = 0). */
const KBA_OFFERED = 0;

const signingPath = (token: string, rest = '') => `/v1/signing/${encodeURIComponent(token)}${rest}`;

/** `GET /api/v1/signing/{token}`: the request's status, the masked summary and the texts in the page's language. */
export const fetchSignerView = (token: string) => api<SignerView>('GET', signingPath(token));

/** The signer's identity questions, or none when the provider offers none. */
export async function fetchSignerQuestions(token: string): Promise<KbaQuestion[]> {
  const answer = await api<{
    detailedDecisionResponse: { Authentication: { KBA: { Status: number; Questions: KbaQuestion[] } } };
  }>('POST', signingPath(token, '/identity'));
  const { KBA } = answer.detailedDecisionResponse.Authentication;
  return KBA.Status === KBA_OFFERED ? KBA.Questions : [];
}

/** Sends the chosen choices back; resolves to the outcome and the attempts left. */
export function answerSignerQuestions(
  token: string,
  questions: readonly KbaQuestion[],
  chosen: ReadonlyMap<number, number>,
) {
  const Questions = questions.map((question) => ({
    Id: question.Id,
    Choices: question.Choices.map((choice) => ({ Id: choice.Id, Answer: chosen.get(question.Id) === choice.Id })),
  }));
  return api<{ kbvStatus: 'VERIFIED' | 'NOT_VERIFIED'; attemptsLeft: number }>('PUT', signingPath(token, '/identity'), {
    Questions,
  });
}

/** What the signer agrees to and signs with. */
export interface SignerAgreement {
  terms: boolean;
  generalTerms: boolean;
  personalGuarantee: boolean;
  consent: boolean;
  signature: string;
}

export const signWithLink = (token: string, agreement: SignerAgreement) =>
  api<{ status: 'SIGNED' }>('PUT', signingPath(token), agreement);
