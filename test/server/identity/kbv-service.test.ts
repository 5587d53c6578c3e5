import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { createKbvRepository } from '../../../src/server/identity/kbv-repository.ts';
import { createKbvService, QUESTION_SET_LIFETIME_MS } from '../../../src/server/identity/kbv-service.ts';
import type { KbvProvider } from '../../../src/server/identity/provider.ts';
import { createSandboxProvider } from '../../../src/server/identity/sandbox/sandbox-provider.ts';
import { applicantDetails, newUser } from './kbv-helpers.ts';

const HOUR = 60 * 60 * 1000;
const t = (key: string) => key;

describeOnEachDatabase('identity verification rules on $name', (suite) => {
  beforeAll(async () => {
    await suite.app.ready();
  });

  /** A service over the app's database with a clock the test moves, counting the questions it asks for. */
  function serviceWith(provider: KbvProvider = createSandboxProvider(), timeoutMs = 1000) {
    const clock = { now: new Date('2030-03-01T12:00:00Z') };
    const calls = { requestQuestions: 0 };
    const counting: KbvProvider = {
      ...provider,
      requestQuestions: (details, signal) => {
        calls.requestQuestions++;
        return provider.requestQuestions(details, signal);
      },
    };
    const service = createKbvService({
      repository: createKbvRepository(suite.app.db),
      provider: counting,
      cipher: suite.app.fieldCipher,
      timeoutMs,
      now: () => clock.now,
    });
    const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
    return { service, calls, advance };
  }

  it('offers one question set per 24 hours: the same set until it expires, then a new one', async () => {
    const { id } = await newUser(suite.app);
    const { service, calls, advance } = serviceWith();
    await service.saveApplicant(id, applicantDetails());
    const first = await service.requestQuestions(id);
    advance(23 * HOUR);
    expect(await service.requestQuestions(id)).toEqual(first);
    expect(calls.requestQuestions).toBe(1);

    advance(QUESTION_SET_LIFETIME_MS - 23 * HOUR);
    expect((await service.getApplicant(id)).kbvStatus).toBe('NOT_STARTED');
    await expect(service.submitAnswers(id, [{ Id: 1, Choices: [{ Id: 1, Answer: true }] }], t)).rejects.toMatchObject({
      status: 409,
      code: 'KBV_NO_QUESTIONS',
    });
    await service.saveApplicant(id, applicantDetails({ addressZip: '65801' }));
    const second = await service.requestQuestions(id);
    expect(calls.requestQuestions).toBe(2);
    expect(second.set).not.toEqual(first.set);
    const sets = await suite.app.db
      .selectFrom('kbv_question_sets')
      .select(['offered_at', 'answered_at'])
      .where('user_id', '=', id)
      .orderBy('offered_at')
      .execute();
    expect(sets).toEqual([
      { offered_at: '2030-03-01T12:00:00.000Z', answered_at: null },
      { offered_at: '2030-03-02T12:00:00.000Z', answered_at: null },
    ]);
  });

  it('starts only one set when two requests race', async () => {
    const { id } = await newUser(suite.app);
    const { service } = serviceWith();
    await service.saveApplicant(id, applicantDetails());
    const [a, b] = await Promise.all([service.requestQuestions(id), service.requestQuestions(id)]);
    expect(a).toEqual(b);
    const sets = await suite.app.db.selectFrom('kbv_question_sets').select('id').where('user_id', '=', id).execute();
    expect(sets).toHaveLength(1);
  });

  it('grades one set once when two answers race', async () => {
    const { id } = await newUser(suite.app);
    const { service } = serviceWith();
    await service.saveApplicant(id, applicantDetails());
    const { set } = await service.requestQuestions(id);
    const answers = set!.questions.map((question) => ({ Id: question.id, Choices: [{ Id: 5, Answer: true }] }));
    const results = await Promise.allSettled([
      service.submitAnswers(id, answers, t),
      service.submitAnswers(id, answers, t),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: 'NOT_VERIFIED' },
    ]);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
  });

  it('gives up on a provider that ignores its deadline, and ends in ERROR', async () => {
    const { id } = await newUser(suite.app);
    const events: string[] = [];
    const hanging: KbvProvider = {
      ...createSandboxProvider(),
      requestQuestions: (_details, signal) => {
        signal.addEventListener('abort', () => events.push('deadline'), { once: true });
        return new Promise(() => undefined);
      },
    };
    const { service } = serviceWith(hanging, 50);
    await service.saveApplicant(id, applicantDetails());
    const error = await service.requestQuestions(id).then(
      () => undefined,
      (reason: unknown) => (events.push('gave up'), reason),
    );
    // It gave up because the deadline passed, which it told the provider, and not for any other reason.
    expect(events).toEqual(['deadline', 'gave up']);
    expect(error).toMatchObject({ status: 502, code: 'KBV_PROVIDER_FAILED' });
    expect(String((error as Error).cause)).toContain('gave no answer within 50 ms');
    expect((await service.getApplicant(id)).kbvStatus).toBe('ERROR');
  });
});
