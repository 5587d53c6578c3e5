import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { answered, applicantDetails, newUser, type KbaQuestion } from './kbv-helpers.ts';
import { startTrustevStub, STUB_SSN } from './trustev-stub.ts';

const credentials = { username: 'credit-app', password: 'stub-password', secret: 'stub-secret' };
/** Far longer than the stub ever takes, however busy the machine: only a vendor that never answers meets it. */
const TIMEOUT_MS = 30_000;
/** The deadline of the vendor that never answers: any gives the same outcome, and a short one keeps the test quick. */
const SILENT_VENDOR_TIMEOUT_MS = 100;

describe('identity verification through the Trustev provider, against a local stub of the vendor', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stub: Awaited<ReturnType<typeof startTrustevStub>>;
  const log = captureLog();

  async function appWith(env: Record<string, string>, vendor = stub) {
    return createTestApp(database.url, {
      logStream: log.stream,
      env: {
        LOG_LEVEL: 'info',
        KBV_PROVIDER: 'trustev',
        KBV_TRUSTEV_URL: vendor.url,
        KBV_TRUSTEV_USERNAME: credentials.username,
        KBV_TRUSTEV_PASSWORD: credentials.password,
        KBV_TRUSTEV_SECRET: credentials.secret,
        KBV_TIMEOUT_MS: String(TIMEOUT_MS),
        ...env,
      },
    });
  }

  beforeAll(async () => {
    stub = await startTrustevStub(credentials);
    database = await testDatabaseKinds()[0].create();
    app = await appWith({});
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
    await database?.drop();
  });

  async function questionsFor(details: ReturnType<typeof applicantDetails>, on = app) {
    const user = await newUser(on);
    expect((await user.call('PUT', '/kbvapplicants', details)).statusCode).toBe(200);
    const response = await user.call('POST', '/kbvapplicants/kbv');
    return { user, response };
  }
  /** What the server logged of why the request failed (the provider's error is the cause of its 502). */
  const failureLogged = (response: { headers: Record<string, unknown> }) =>
    JSON.stringify(
      log.entries().find((entry) => entry.reqId === response.headers['x-request-id'] && entry.msg === 'request failed'),
    );
  const questionsOf = (body: string): KbaQuestion[] =>
    JSON.parse(body).detailedDecisionResponse.Authentication.KBA.Questions;
  const pickText = (texts: string[]) => (question: KbaQuestion) =>
    question.Choices.find((choice) => texts.includes(choice.ChoiceText))!.Id;

  it(
    'passes the vendor’s questions on verbatim, unmarked, and VERIFIED when the vendor passes the ' + 'answers',
    async () => {
      const details = applicantDetails({ ssn: '123450001' });
      const { user, response } = await questionsFor(details);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().detailedDecisionResponse.Authentication.KBA.Status).toBe(0);
      const questions = questionsOf(response.body);
      expect(questions.map((question) => question.QuestionText)).toEqual([
        'WHICH OF THE FOLLOWING CITIES HAVE YOU LIVED IN?',
        'IN WHICH YEAR WERE YOU BORN?',
      ]);
      expect(response.body).not.toMatch(/"Answer":true|caseId|right/);

      const graded = await user.call(
        'PUT',
        '/kbvapplicants/kbv',
        answered(questions, pickText(['SPRINGFIELD', '1980'])),
      );
      expect(graded.json()).toEqual({ kbvStatus: 'VERIFIED' });

      const caseRequest = stub.requests.find(
        (request) => request.path === '/case' && request.body.Customer.SocialSecurityNumber === '123450001',
      )!;
      expect(caseRequest.body.Customer).toMatchObject({
        FirstName: 'Ana',
        LastName: 'Garza',
        DateOfBirth: '1980-04-12T00:00:00Z',
      });
      expect(caseRequest.body.Customer.Addresses[0]).toMatchObject({
        Address1: '742 Evergreen Terrace',
        City: 'Springfield',
        State: 'MO',
        PostalCode: '65807-1234',
      });
      const submitted = stub.requests.filter((request) => request.path.endsWith('/authentication/kba')).at(-1)!;
      expect(submitted.body.Questions[0].Choices.filter((choice: { Answer: boolean }) => choice.Answer)).toEqual([
        { Id: 1003, Answer: true },
      ]);
    },
  );

  it('stores NOT_VERIFIED when the vendor fails the answers', async () => {
    const { user, response } = await questionsFor(applicantDetails({ ssn: '123450002' }));
    const graded = await user.call(
      'PUT',
      '/kbvapplicants/kbv',
      answered(questionsOf(response.body), pickText(['OTHERTOWN', '1982'])),
    );
    expect(graded.json()).toEqual({ kbvStatus: 'NOT_VERIFIED' });
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('NOT_VERIFIED');
  });

  it('ends in ERROR when the vendor offers no questions', async () => {
    const { user, response } = await questionsFor(applicantDetails({ ssn: `12345${STUB_SSN.ineligible}` }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kbvStatus: 'ERROR',
      detailedDecisionResponse: { Authentication: { KBA: { Status: 2, Questions: [] } } },
    });
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
  });

  it.each([
    { case: 'answers 503', ending: STUB_SSN.unavailable, cause: 'trustev: GET /detaileddecision/{id} answered 503' },
    { case: 'answers something that is not JSON', ending: STUB_SSN.garbage, cause: 'a body that is not JSON' },
  ])('ends in one clear ERROR when the vendor $case, logging why', async ({ ending, cause }) => {
    const { user, response } = await questionsFor(applicantDetails({ ssn: `12345${ending}` }));
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('KBV_PROVIDER_FAILED');
    expect(failureLogged(response)).toContain(cause);
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
  });

  it('ends in one clear ERROR at the deadline when the vendor never answers', async () => {
    // A stub of its own, so that this app's sign-in is not counted with the shared app's below.
    const silent = await startTrustevStub(credentials);
    const hurried = await appWith({ KBV_TIMEOUT_MS: String(SILENT_VENDOR_TIMEOUT_MS) }, silent);
    try {
      const { user, response } = await questionsFor(applicantDetails({ ssn: `12345${STUB_SSN.silent}` }), hurried);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('KBV_PROVIDER_FAILED');
      expect(failureLogged(response)).toContain(`gave no answer within ${SILENT_VENDOR_TIMEOUT_MS} ms`);
      expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
    } finally {
      await hurried.close();
      await silent.close();
    }
  });

  it('ends in ERROR when grading fails, and records the set as answered in error', async () => {
    const { user, response } = await questionsFor(applicantDetails({ ssn: `12345${STUB_SSN.gradingFails}` }));
    const graded = await user.call(
      'PUT',
      '/kbvapplicants/kbv',
      answered(questionsOf(response.body), pickText(['SPRINGFIELD', '1980'])),
    );
    expect(graded.statusCode).toBe(502);
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
    const set = await app.db
      .selectFrom('kbv_question_sets')
      .select('outcome')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(set.outcome).toBe('ERROR');
  });

  it('signs in with hashed credentials only, once for many calls', async () => {
    const tokenRequests = stub.requests.filter((request) => request.path === '/token');
    expect(tokenRequests).toHaveLength(1);
    expect(JSON.stringify(tokenRequests[0].body)).not.toContain(credentials.password);
    const authorizations = new Set(
      stub.requests.filter((request) => request.path !== '/token').map((request) => request.headers['x-authorization']),
    );
    expect([...authorizations]).toEqual([expect.stringMatching(new RegExp(`^${credentials.username} [\\w-]{20,}$`))]);
  });

  it('ends in ERROR when the vendor refuses the credentials', async () => {
    const wrong = await appWith({ KBV_TRUSTEV_PASSWORD: 'not-the-password' });
    try {
      const user = await newUser(wrong);
      await user.call('PUT', '/kbvapplicants', applicantDetails({ ssn: '123450003' }));
      const response = await user.call('POST', '/kbvapplicants/kbv');
      expect(response.statusCode).toBe(502);
      expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
    } finally {
      await wrong.close();
    }
  });

  it('logs no SSN, birth date or vendor credential', () => {
    const text = log.text();
    expect(text).toContain('KBV_PROVIDER_FAILED');
    expect(text).not.toMatch(/12345000\d|1980-04-12|stub-password|stub-secret/);
  });
});
