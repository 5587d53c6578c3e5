import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { answered, applicantDetails, newUser, questionsOf, rightValueFor, verifyDetails } from './kbv-helpers.ts';

describeOnEachDatabase('identity verification API on $name', (suite) => {
  const log = captureLog();

  suite.appOptions({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  beforeAll(async () => {
    await suite.app.ready();
  });

  it('answers NOT_STARTED before anything is saved', async () => {
    const user = await newUser(suite.app);
    const response = await user.call('GET', '/kbvapplicants');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kbvStatus: 'NOT_STARTED' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it(
    'offers 4 questions of 5 choices, none marked and the last NONE OF THE ABOVE, and the same set when asked ' +
      'again',
    async () => {
      const user = await newUser(suite.app);
      const first = await verifyDetails(user);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.kbvStatus).toBe('STARTED');
      expect(body.detailedDecisionResponse.Authentication.KBA.Status).toBe(0);
      const questions = questionsOf(first.body);
      expect(questions).toHaveLength(4);
      for (const question of questions) {
        expect(question.Choices).toHaveLength(5);
        expect(question.Choices.every((choice) => choice.Answer === false)).toBe(true);
        expect(question.Choices[4].ChoiceText).toBe('NONE OF THE ABOVE');
      }
      // Nothing in the answer tells the right choices apart.
      expect(first.body).not.toMatch(/"Answer":true|rightChoices|grading/);
      const again = await user.call('POST', '/kbvapplicants/kbv');
      expect(again.json()).toEqual(body);
      expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('STARTED');
    },
  );

  it('reads the questions in the language of the request', async () => {
    const user = await newUser(suite.app);
    await verifyDetails(user);
    const spanish = await user.call('POST', '/kbvapplicants/kbv', undefined, 'es');
    const questions = questionsOf(spanish.body);
    expect(questions[0].QuestionText).toMatch(/código/);
    expect(questions[0].Choices[4].ChoiceText).toBe('NINGUNA DE LAS ANTERIORES');
  });

  it('verifies right answers: VERIFIED, stored with its time, SSN and birth date masked', async () => {
    const user = await newUser(suite.app);
    const details = applicantDetails();
    const questions = questionsOf((await verifyDetails(user, details)).body);
    const response = await user.call(
      'PUT',
      '/kbvapplicants/kbv',
      answered(
        questions,
        (question) =>
          question.Choices.find((choice) => choice.ChoiceText === rightValueFor(question.QuestionText, details))!.Id,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kbvStatus: 'VERIFIED' });
    const applicant = (await user.call('GET', '/kbvapplicants')).json();
    expect(applicant).toMatchObject({
      kbvStatus: 'VERIFIED',
      ssn: '*****6789',
      dateOfBirth: '****-**-**',
      firstName: 'Ana',
      addressZip: '65807-1234',
    });
    expect(Date.now() - Date.parse(applicant.kbvStatusAt)).toBeLessThan(60_000);
    const stored = await suite.app.db
      .selectFrom('kbv_question_sets')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ outcome: 'VERIFIED', provider: 'sandbox' });
    expect(stored.answered_at).not.toBeNull();
  });

  it('does not verify wrong answers: NOT_VERIFIED, and verification cannot be repeated', async () => {
    const user = await newUser(suite.app);
    const questions = questionsOf((await verifyDetails(user)).body);
    const response = await user.call(
      'PUT',
      '/kbvapplicants/kbv',
      answered(questions, (question) => question.Choices[4].Id),
    );
    expect(response.json()).toEqual({ kbvStatus: 'NOT_VERIFIED' });
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('NOT_VERIFIED');
    for (const [method, url, payload] of [
      ['PUT', '/kbvapplicants', applicantDetails()],
      ['POST', '/kbvapplicants/kbv', undefined],
      ['PUT', '/kbvapplicants/kbv', answered(questions, (question) => question.Choices[0].Id)],
    ] as const) {
      const again = await user.call(method, url, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('KBV_FINISHED');
    }
  });

  it('ends in ERROR when no questions are offered (SSN ending 9999)', async () => {
    const user = await newUser(suite.app);
    const response = await verifyDetails(user, applicantDetails({ ssn: '123459999' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kbvStatus: 'ERROR',
      detailedDecisionResponse: { Authentication: { KBA: { Status: 2, Questions: [] } } },
    });
    expect((await user.call('GET', '/kbvapplicants')).json().kbvStatus).toBe('ERROR');
  });

  it('ends in ERROR with a clear 502 when the provider fails (SSN ending 9998)', async () => {
    const user = await newUser(suite.app);
    const response = await verifyDetails(user, applicantDetails({ ssn: '123459998' }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'KBV_PROVIDER_FAILED', title: 'Identity service unavailable' });
    // The provider's own failure ended the request, not the deadline it would otherwise have waited for.
    const failure = log
      .entries()
      .find((entry) => entry.reqId === response.headers['x-request-id'] && entry.msg === 'request failed');
    expect(JSON.stringify(failure)).toContain('simulated provider failure');
    expect(JSON.stringify(failure)).not.toContain('gave no answer');
    const applicant = (await user.call('GET', '/kbvapplicants')).json();
    expect(applicant.kbvStatus).toBe('ERROR');
    const row = await suite.app.db
      .selectFrom('kbv_applicants')
      .select(['kbv_status_reason'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.kbv_status_reason).toBe('PROVIDER_FAILED');
  });

  it('never writes an SSN or birth date in clear to the database or the log', async () => {
    const user = await newUser(suite.app);
    const details = applicantDetails({ ssn: '987651234', dateOfBirth: '1971-08-23' });
    const questions = questionsOf((await verifyDetails(user, details)).body);
    await user.call(
      'PUT',
      '/kbvapplicants/kbv',
      answered(questions, (question) => question.Choices[0].Id),
    );
    const row = await suite.app.db
      .selectFrom('kbv_applicants')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.ssn_encrypted).toMatch(/^v1:/);
    expect(row.date_of_birth_encrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toMatch(/987651234|1971-08-23/);
    // The log of every request of this file so far, refused ones included.
    expect(log.text()).toContain('request refused');
    expect(log.text()).not.toMatch(/987651234|1971-08-23|123456789|1980-04-12|123-45-6789/);
    if (suite.kind.name !== 'sqlite') return;
    // Every byte SQLite wrote: the main file and its write-ahead log.
    const file = new URL(suite.database.url.replace(/^sqlite:/, 'file://')).pathname;
    const bytes = readdirSync(dirname(file))
      .filter((name) => name.startsWith('app.db'))
      .map((name) => readFileSync(join(dirname(file), name)).toString('latin1'))
      .join('');
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes).toContain('Evergreen Terrace');
    expect(bytes).not.toContain('987651234');
    expect(bytes).not.toContain('1971-08-23');
    // The offered set, with its key of right choices, is encrypted too.
    expect(bytes).not.toContain('rightChoices');
  });
});
