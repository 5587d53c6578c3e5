import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { loadStores } from '../../../src/server/stores/store-finder.ts';

interface Answer {
  near: string | null;
  located: boolean;
  stores: { number: string; city: string; distanceMiles: number | null }[];
}

/**
 * The store choice's data: the directory nearest first to a ZIP code. The answer does not depend on the database,
 * so it runs on SQLite only; the app and the signed-in user are real.
 */
describe('GET /api/v1/stores', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let user: TestUser;
  const get = (query: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/stores${query}`,
      headers: { ...user.headers, 'accept-language': language },
    });

  beforeAll(async () => {
    database = await testDatabaseKinds()[0].create();
    app = await createTestApp(database.url);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each([
    // Joplin's ZIP: Joplin first, then Pittsburg KS (about 27 miles) across the state line.
    { zip: '64801', first: ['103', '110'] },
    // Central Springfield: the two Springfield stores, then Nixa.
    { zip: '65806', first: ['102', '101', '108'] },
    // Columbia's ZIP+4: Columbia first.
    { zip: '65203-1234', first: ['106'] },
  ])('orders the stores by distance from $zip', async ({ zip, first }) => {
    const response = await get(`?near=${zip}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.located).toBe(true);
    expect(body.near).toBe(zip.slice(0, 5));
    expect(body.stores.map((store) => store.number).slice(0, first.length)).toEqual(first);
    const miles = body.stores.map((store) => store.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(body.stores).toHaveLength(loadStores().length);
  });

  it('lists the stores in number order, without distances, for an unknown ZIP code or none', async () => {
    const numbers = loadStores()
      .map((store) => store.number)
      .sort();
    for (const query of ['?near=99999', '']) {
      const body = (await get(query)).json<Answer>();
      expect(body.located, query).toBe(false);
      expect(body.stores.map((store) => store.number)).toEqual(numbers);
      expect(body.stores.every((store) => store.distanceMiles === null)).toBe(true);
    }
  });

  it.each([
    { query: '?near=6580', language: 'en', message: 'near is invalid.' },
    { query: '?near=ABCDE', language: 'es', message: 'El campo near no es válido.' },
    { query: '?near=65806&city=Joplin', language: 'en', message: undefined },
  ])('refuses $query with a localized 400 problem', async ({ query, language, message }) => {
    const response = await get(query, language);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    if (message) expect(Object.values(response.json<{ errors: Record<string, string> }>().errors)).toContain(message);
  });

  it('needs a signed-in applicant', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/stores?near=65806' });
    expect(response.statusCode).toBe(401);
  });
});
