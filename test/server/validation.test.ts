import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from './helpers/database-suite.ts';
import { loadLocales } from '../../src/shared/form-files.ts';
import { xsrfHeaders } from '../../scripts/lib/server-harness/test-app.ts';

const VALID_LOGIN = { email: 'ann@example.com', password: 'secret-1!' };
const locales = loadLocales();

/** A text of the locale files, read by hand (not through the server's i18n). */
const text = (language: 'en' | 'es', key: string): string =>
  key
    .split('.')
    .reduce<Record<string, unknown>>(
      (node, part) => node[part] as Record<string, unknown>,
      locales[language],
    ) as unknown as string;

/**
 * The message a person should read, put together from the locale files, so the test follows an analyst's wording
 * changes but still catches a wrong key, field name, limit or language.
 */
function message(language: 'en' | 'es', key: string, values: Record<string, string | number>): string {
  return text(language, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
const both = (build: (language: 'en' | 'es') => Record<string, string>) => ({ en: build('en'), es: build('es') });

describeOnSqlite("request validation with the forms' schemas on $name", (suite) => {
  beforeAll(async () => {
    // Stores what it receives, so a test can tell that an invalid request stored nothing.
    suite.app.post(
      '/api/v1/auth/test-login',
      { schema: { body: suite.app.forms.schema('auth/login') } },
      async (request, reply) => {
        const { email } = request.body as typeof VALID_LOGIN;
        await suite.app.repositories.users.create({
          email,
          passwordHash: 'h',
          recoveryQuestionKey: 'first_car',
          recoveryAnswerHash: 'h',
        });
        return reply.status(201).send({ stored: true });
      },
    );
    suite.app.post(
      '/api/v1/auth/test-recover',
      { schema: { querystring: suite.app.forms.schema('auth/recover') } },
      async (request) => request.query,
    );
    suite.app.get(
      '/api/v1/auth/test-lookup/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
          querystring: {
            type: 'object',
            properties: {
              email: { $ref: 'common/definitions.json#/definitions/email' },
              page: { type: 'integer', maximum: 9 },
            },
            required: ['email'],
          },
        },
      },
      async (request) => ({ params: request.params, query: request.query }),
    );
    await suite.app.ready();
  });

  const post = (url: string, body: unknown, language = 'en') =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: { ...xsrfHeaders(), 'accept-language': language },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const required = both((language) => ({
    email: message(language, 'errors.required', { field: text(language, 'fields.email') }),
    password: message(language, 'errors.required', { field: text(language, 'fields.password') }),
  }));
  it.each([
    { case: 'an empty body', body: {}, ...required },
    { case: 'no body at all', body: undefined, ...required },
    {
      case: 'a malformed email',
      body: { ...VALID_LOGIN, email: 'ann-at-example' },
      ...both((l) => ({ email: message(l, 'errors.invalid', { field: text(l, 'fields.email') }) })),
    },
    {
      case: 'a field of the wrong type',
      body: { ...VALID_LOGIN, password: 12345678 },
      ...both((l) => ({ password: message(l, 'errors.invalid', { field: text(l, 'fields.password') }) })),
    },
    {
      case: 'a body that is not an object',
      body: ['ann@example.com'],
      ...both((l) => ({ '': text(l, 'problems.invalidPart.body') })),
    },
  ])('answers $case with 400 and field messages in English and Spanish, storing nothing', async ({ body, en, es }) => {
    expect(en).not.toEqual(es);
    for (const [language, errors] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const response = await post('/api/v1/auth/test-login', body, language);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors });
    }
    expect(await suite.app.repositories.users.findByEmail(VALID_LOGIN.email)).toBeUndefined();
  });

  it.each([
    { language: 'en', body: ['ann@example.com'], message: 'The request body is invalid.' },
    { language: 'es', body: ['ann@example.com'], message: 'El cuerpo de la solicitud no es válido.' },
    { language: 'es-MX,es;q=0.9', body: [], message: 'El cuerpo de la solicitud no es válido.' },
  ])(
    'says in $language that a whole body of the wrong shape is invalid, as a sentence about the body',
    async ({ language, body, message }) => {
      const response = await post('/api/v1/auth/test-login', body, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ '': message });
    },
  );

  it("titles the problem in the request's language", async () => {
    const response = await post('/api/v1/auth/test-login', {}, 'es-ES,es;q=0.9');
    expect(response.json()).toMatchObject({ title: 'Datos no válidos' });
  });

  it('passes a valid body to the handler', async () => {
    const response = await post('/api/v1/auth/test-login', VALID_LOGIN);
    expect(response.statusCode).toBe(201);
    expect(await suite.app.repositories.users.findByEmail(VALID_LOGIN.email)).toBeDefined();
  });

  it('validates a query string with a form', async () => {
    const bad = await post('/api/v1/auth/test-recover?email=nope', undefined);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: message('en', 'errors.invalid', { field: text('en', 'fields.email') }),
    });
    const good = await post('/api/v1/auth/test-recover?email=ann%40example.com', undefined);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ email: 'ann@example.com' });
  });

  it.each([
    {
      case: 'a path parameter that is not a number',
      url: '/api/v1/auth/test-lookup/abc?email=ann@example.com',
      errors: { id: message('en', 'errors.invalid', { field: 'id' }) },
    },
    {
      case: 'a path parameter below its minimum',
      url: '/api/v1/auth/test-lookup/0?email=ann@example.com',
      errors: { id: message('en', 'errors.min', { field: 'id', min: 1 }) },
    },
    {
      case: 'a missing query parameter',
      url: '/api/v1/auth/test-lookup/3',
      errors: { email: message('en', 'errors.required', { field: 'email' }) },
    },
    {
      case: 'a query parameter breaking a shared definition',
      url: '/api/v1/auth/test-lookup/3?email=nope',
      errors: { email: message('en', 'errors.invalid', { field: 'email' }) },
    },
    {
      case: 'a query parameter above its maximum',
      url: '/api/v1/auth/test-lookup/3?email=ann@example.com&page=10',
      errors: { page: message('en', 'errors.max', { field: 'page', max: 9 }) },
    },
  ])('refuses $case', async ({ url, errors }) => {
    const response = await suite.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
  });

  it('hands coerced path and query values to the handler', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/auth/test-lookup/3?email=ann@example.com&page=2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id: 3 }, query: { email: 'ann@example.com', page: 2 } });
  });

  it('fails at start-up, not on a request, when a route names an unknown form', () => {
    expect(() => suite.app.forms.schema('auth/nope')).toThrow(/no form "auth\/nope"/);
  });
});
