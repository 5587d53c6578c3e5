import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';

/** Found by the fuzzer: the router answered these itself, with Fastify's JSON instead of a problem document. */
describe('what the router refuses before any route runs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0].create();
    app = await createTestApp(database.url);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers a path parameter longer than the router takes with a 414 problem, in both languages', async () => {
    const url = `/taxExemption/${'x'.repeat(150)}`;
    const english = await as(app, user).delete(url);
    expect(english.statusCode).toBe(414);
    expect(english.headers['content-type']).toContain('application/problem+json');
    expect(english.json()).toMatchObject({ status: 414, code: 'URI_TOO_LONG', title: 'Address too long' });
    const spanish = await app.inject({
      method: 'DELETE',
      url: `/api/v1${url}`,
      headers: { ...user.headers, 'accept-language': 'es' },
    });
    expect(spanish.json()).toMatchObject({ code: 'URI_TOO_LONG', title: 'Dirección demasiado larga' });
    expect(spanish.json().requestId).toEqual(expect.any(String));
  });

  it('answers a path that does not decode with a 400 problem', async () => {
    const response = await as(app, user).delete('/taxExemption/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', title: 'Bad request' });
  });
});
