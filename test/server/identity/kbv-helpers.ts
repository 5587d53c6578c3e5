import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { streetNameOf } from '../../../src/server/identity/sandbox/distractors.ts';
import { identityApplicant } from '../../../scripts/lib/credit-app/fixtures.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';

/**
 * An applicant as a person would type it in step 1: step 1's sample data (every field it asks for) with the person
 * and address these tests ask about.
 */
export function applicantDetails(overrides: Record<string, unknown> = {}) {
  return {
    ...identityApplicant,
    firstName: 'Ana',
    lastName: 'Garza',
    ssn: '123456789',
    addressLine1: '742 Evergreen Terrace',
    addressLine2: 'Suite 5',
    addressCity: 'Springfield',
    addressState: 'MO',
    addressZip: '65807-1234',
    dateOfBirth: '1980-04-12',
    ...overrides,
  };
}

/** What each sandbox question asks about, told apart by its English text, and the right value it takes. */
export function rightValueFor(questionText: string, details: ReturnType<typeof applicantDetails>): string {
  if (/ZIP/.test(questionText)) return details.addressZip.slice(0, 5);
  if (/cities/.test(questionText)) return details.addressCity.toUpperCase();
  if (/streets/.test(questionText)) return streetNameOf(details.addressLine1);
  if (/born/.test(questionText)) return details.dateOfBirth.slice(0, 4);
  throw new Error(`unexpected question "${questionText}"`);
}

export interface KbaQuestion {
  Id: number;
  QuestionText: string;
  Choices: Array<{ Id: number; ChoiceText: string; Answer: boolean }>;
}

/** The questions sent back with `Answer: true` on the choice `pick` chooses. */
export function answered(questions: KbaQuestion[], pick: (question: KbaQuestion) => number) {
  return {
    Questions: questions.map((question) => ({
      ...question,
      Choices: question.Choices.map((choice) => ({ ...choice, Answer: choice.Id === pick(question) })),
    })),
  };
}

/** A verified account of its own and a way to call the API as it, as the browser does (token, XSRF, language). */
export async function newUser(app: FastifyInstance) {
  const email = `${randomUUID()}@example.com`;
  const user = await app.repositories.users.create({
    email,
    passwordHash: 'not-a-hash',
    recoveryQuestionKey: 'dream_car',
    recoveryAnswerHash: 'not-a-hash',
  });
  const authorization = `Bearer ${app.signAccessToken({ id: user.id, email }, user.sessionVersion)}`;
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, language = 'en') =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as InjectOptions['payload'],
      headers: { authorization, 'accept-language': language, ...xsrfHeaders() },
    });
  return { id: user.id, authorization, call };
}

/** Saves the details and asks for questions, as the Verify button does. */
export async function verifyDetails(user: Awaited<ReturnType<typeof newUser>>, details = applicantDetails()) {
  const saved = await user.call('PUT', '/kbvapplicants', details);
  expect(saved.statusCode, saved.body).toBe(200);
  return user.call('POST', '/kbvapplicants/kbv');
}

/** The questions of a `POST /kbvapplicants/kbv` answer. */
export const questionsOf = (body: string): KbaQuestion[] =>
  JSON.parse(body).detailedDecisionResponse.Authentication.KBA.Questions;
