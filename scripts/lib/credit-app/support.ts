import type { FastifyInstance, InjectOptions } from 'fastify';
import { xsrfHeaders } from '../server-harness/test-app.ts';

/** A verified user of the app and the headers of their browser: bearer token and cross-site token. */
export interface TestUser {
  id: string;
  headers: Record<string, string>;
}

let counter = 0;

/** Creates a verified account and signs an access token for it, as a login would. */
export async function createUser(app: FastifyInstance, language = 'en'): Promise<TestUser> {
  counter += 1;
  const user = await app.repositories.users.create({
    email: `applicant${counter}-${Date.now()}@example.com`,
    passwordHash: 'not-a-password-hash',
    recoveryQuestionKey: 'dream_car',
    recoveryAnswerHash: 'not-an-answer-hash',
  });
  const token = app.signAccessToken({ id: user.id, email: user.email }, user.sessionVersion);
  return { id: user.id, headers: { authorization: `Bearer ${token}`, 'accept-language': language, ...xsrfHeaders() } };
}

/** Calls the API as `user`. */
export function as(app: FastifyInstance, user: TestUser) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    put: (url: string, body: unknown) => call('PUT', url, body),
    post: (url: string, body: unknown) => call('POST', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Marks the user's application submitted, as the submission step will. */
export async function markSubmitted(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .updateTable('credit_applications')
    .set({ status: 'SUBMITTED', submitted_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
}
