import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { answered, applicantDetails, type KbaQuestion, newUser, questionsOf, verifyDetails } from './kbv-helpers.ts';

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10);

/**
 * On SQLite only: each refusal is decided from the request and the state the service reads through the queries
 * that kbv-api.test.ts and kbv-service.test.ts run on each database.
 */
describeOnSqlite('identity verification API refusals on $name', (suite) => {
  const log = captureLog();

  suite.appOptions({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  beforeAll(async () => {
    await suite.app.ready();
  });

  it('keeps the details locked while questions wait for answers', async () => {
    const user = await newUser(suite.app);
    await verifyDetails(user);
    const response = await user.call('PUT', '/kbvapplicants', applicantDetails({ addressZip: '65801' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('KBV_QUESTIONS_PENDING');
  });

  it.each([
    {
      case: 'an unanswered question',
      pick: (questions: KbaQuestion[]) => answered(questions.slice(1), (question) => question.Choices[0].Id),
      field: 'Questions.0',
      message: 'Question 1: choose exactly one of its answers.',
    },
    {
      case: 'two answers to one question',
      pick: (questions: KbaQuestion[]) => {
        const body = answered(questions, (question) => question.Choices[0].Id);
        body.Questions[1].Choices[1].Answer = true;
        return body;
      },
      field: 'Questions.1',
      message: 'Question 2: choose exactly one of its answers.',
    },
    {
      case: 'a choice of another question',
      pick: (questions: KbaQuestion[]) => answered(questions, () => 99),
      field: 'Questions.0',
      message: 'Question 1: choose exactly one of its answers.',
    },
    {
      case: 'a question never asked',
      pick: (questions: KbaQuestion[]) => ({
        Questions: [
          ...answered(questions, (question) => question.Choices[0].Id).Questions,
          { Id: 77, Choices: [{ Id: 1, Answer: true }] },
        ],
      }),
      field: 'Questions.4',
      message: 'Question 5 was not asked.',
    },
  ])('refuses $case with a message for that question, and grades nothing', async ({ pick, field, message }) => {
    const user = await newUser(suite.app);
    const questions = questionsOf((await verifyDetails(user)).body);
    const response = await user.call('PUT', '/kbvapplicants/kbv', pick(questions));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'KBV_ANSWERS_INVALID', errors: { [field]: message } });
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('STARTED');
  });

  it('refuses a body that is not answers, in the language of the request', async () => {
    const user = await newUser(suite.app);
    await verifyDetails(user);
    const response = await user.call('PUT', '/kbvapplicants/kbv', { Questions: 'all of them' }, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().errors)).toEqual(['Questions']);
  });

  it.each([
    { field: 'ssn', value: '123-45-6789', message: 'Social Security Number must be 9 numbers with no dashes.' },
    { field: 'dateOfBirth', value: localToday(), message: 'Date of Birth is invalid.' },
    { field: 'dateOfBirth', value: '2001-02-29', message: 'Date of Birth is invalid.' },
    { field: 'dateOfBirth', value: '1899-12-31', message: 'Date of Birth is invalid.' },
    { field: 'addressZip', value: '6580', message: 'ZIP Code is invalid.' },
    { field: 'addressState', value: 'DC', message: 'State is invalid.' },
    { field: 'firstName', value: undefined, message: 'First Name is required.' },
    { field: 'lastName', value: '   ', message: 'Last Name cannot be only spaces.' },
    { field: 'addressCity', value: '\t', message: 'City cannot be only spaces.' },
  ])('refuses $field = $value with "$message" and stores nothing', async ({ field, value, message }) => {
    const user = await newUser(suite.app);
    const response = await user.call('PUT', '/kbvapplicants', applicantDetails({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect((await user.call('GET', '/kbvapplicants')).json()).toEqual({ kbvStatus: 'NOT_STARTED' });
  });

  it('refuses a name of only spaces in the language asked for, naming the field', async () => {
    const user = await newUser(suite.app);
    const response = await user.call('PUT', '/kbvapplicants', applicantDetails({ firstName: ' \u00a0 ' }), 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { firstName: 'El campo Nombre no puede contener solo espacios.' },
    });
  });

  it('accepts Feb 29 of a leap year and answers the saved applicant masked', async () => {
    const user = await newUser(suite.app);
    const { addressLine2: _none, ...sent } = applicantDetails({ dateOfBirth: '2000-02-29' });
    const response = await user.call('PUT', '/kbvapplicants', sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...sent,
      id: expect.any(String),
      ssn: '*****6789',
      dateOfBirth: '****-**-**',
      kbvStatus: 'NOT_STARTED',
      kbvStatusAt: expect.any(String),
    });
  });

  it('asks for the applicant before questions, and for questions before answers', async () => {
    const user = await newUser(suite.app);
    expect((await user.call('POST', '/kbvapplicants/kbv')).json().code).toBe('KBV_NO_APPLICANT');
    expect((await user.call('PUT', '/kbvapplicants/kbv', { Questions: [{ Id: 1, Choices: [] }] })).json().code).toBe(
      'KBV_NO_APPLICANT',
    );
    await user.call('PUT', '/kbvapplicants', applicantDetails());
    const early = await user.call('PUT', '/kbvapplicants/kbv', { Questions: [{ Id: 1, Choices: [] }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('KBV_NO_QUESTIONS');
  });

  it('keeps each user to their own applicant', async () => {
    const owner = await newUser(suite.app);
    await verifyDetails(owner);
    const other = await newUser(suite.app);
    expect((await other.call('GET', '/kbvapplicants')).json()).toEqual({ kbvStatus: 'NOT_STARTED' });
    expect((await other.call('POST', '/kbvapplicants/kbv')).json().code).toBe('KBV_NO_APPLICANT');
  });

  it('needs a login and the cross-site token', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/kbvapplicants' })).statusCode).toBe(401);
    const user = await newUser(suite.app);
    const withoutXsrf = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/kbvapplicants/kbv',
      headers: { authorization: user.authorization },
    });
    expect(withoutXsrf.statusCode).toBe(403);
  });
});
