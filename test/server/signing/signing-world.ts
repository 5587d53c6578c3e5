import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { coOwner, owner, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { linkIn, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { answered, rightValueFor, type KbaQuestion } from '../identity/kbv-helpers.ts';
import { readySubmitter } from '../submission/ready-submitter.ts';

export const PUBLIC_URL = 'http://app.test';

let counter = 0;

/** An owner whose application is ready to submit, with a co-owner who has an email address of their own. */
export async function ownerWithCoOwner(app: FastifyInstance) {
  counter += 1;
  const coOwnerEmail = `bo${counter}-${Date.now()}@partner.test`;
  const { user, ids } = await readySubmitter(app, [owner, { ...coOwner, email: coOwnerEmail }]);
  return { user, ids, ownerId: ids[0], coOwnerId: ids[1], coOwnerEmail };
}

/** Sends a signing request for `applicantId` as `user` and reads its token from the email the co-owner got. */
export async function sendRequest(
  app: FastifyInstance,
  mail: MailCatcher,
  user: TestUser,
  applicantId: string,
  to: string,
) {
  const created = await as(app, user).post('/signing-requests', { applicantId });
  expect(created.statusCode, created.body).toBe(201);
  const email = await mail.next(to);
  return { request: created.json(), email, token: tokenIn(email) };
}

/** The token of the `/sign?ac=` link of an email. */
export const tokenIn = (email: Awaited<ReturnType<MailCatcher['next']>>) =>
  new URL(linkIn(email, `${PUBLIC_URL}/sign`)).searchParams.get('ac')!;

/** Calls the signer's routes as a browser without an account does (no bearer token; the XSRF pair only). */
export function signer(app: FastifyInstance, token: string, language = 'en') {
  const call = (method: InjectOptions['method'], path = '', payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1/signing/${encodeURIComponent(token)}${path}`,
      headers: { 'accept-language': language, ...xsrfHeaders() },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    view: () => call('GET'),
    questions: () => call('POST', '/identity'),
    answer: (body: unknown) => call('PUT', '/identity', body),
    sign: (body: unknown) => call('PUT', '', body),
  };
}

/** The co-owner's details as the applicants step holds them, which the sandbox asks about. */
const coOwnerDetails = {
  addressZip: String(coOwner.addressZip),
  addressCity: String(coOwner.addressCity),
  addressLine1: String(coOwner.addressLine1),
  dateOfBirth: String(coOwner.dateOfBirth),
} as Parameters<typeof rightValueFor>[1];

/** The answers to the offered questions: right ones, or `NONE OF THE ABOVE` everywhere (wrong). */
export function answersTo(body: string, right: boolean) {
  const questions: KbaQuestion[] = JSON.parse(body).detailedDecisionResponse.Authentication.KBA.Questions;
  expect(questions.length).toBe(4);
  return answered(questions, (question) =>
    right
      ? question.Choices.find((choice) =>
          choice.ChoiceText.includes(rightValueFor(question.QuestionText, coOwnerDetails)),
        )!.Id
      : question.Choices.at(-1)!.Id,
  );
}

/** Passes the identity questions and signs through `token`. */
export async function signThrough(app: FastifyInstance, token: string, language = 'en') {
  const page = signer(app, token, language);
  expect((await page.view()).statusCode).toBe(200);
  const questions = await page.questions();
  expect(questions.statusCode, questions.body).toBe(200);
  const answer = await page.answer(answersTo(questions.body, true));
  expect(answer.json()).toMatchObject({ kbvStatus: 'VERIFIED' });
  const signed = await page.sign({
    terms: true,
    generalTerms: true,
    personalGuarantee: true,
    consent: true,
    signature: SIGNATURE,
  });
  expect(signed.statusCode, signed.body).toBe(200);
}
