import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { createSigningRepository } from '../../../src/server/signing/signing-repository.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { submitBody } from '../submission/ready-submitter.ts';
import { answersTo, ownerWithCoOwner, PUBLIC_URL, sendRequest, signer, signThrough, tokenIn } from './signing-world.ts';
import { SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';

const DAY_MS = 86_400_000;

describeOnEachDatabase('signing requests on $name', (suite) => {
  let mail: MailCatcher;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url, PUBLIC_URL, CREDIT_DEPT_EMAIL: 'credit@supplier.test' } };
  });
  afterAll(async () => {
    await mail?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The problem document without what differs per request. */
  const problemOf = (response: { statusCode: number; json(): Record<string, unknown> }) => {
    const { requestId: _id, instance: _path, ...rest } = response.json();
    return { status: response.statusCode, ...rest };
  };

  it('holds the submit with 409 SIGNATURES_PENDING naming the co-owner, then counts the link signature', async () => {
    const { user, ownerId, coOwnerId, coOwnerEmail } = await ownerWithCoOwner(suite.app);
    const { request, email, token } = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    expect(request).toMatchObject({ applicantId: coOwnerId, status: 'SENT' });
    expect(Date.parse(request.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(email.subject).toContain('Bo Partner');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const links = await suite.app.db.selectFrom('signing_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);

    const onlyOwner = submitBody([ownerId]);
    const pending = await as(suite.app, user).put('/terms', onlyOwner);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'SIGNATURES_PENDING' });
    expect(pending.json().detail).toContain('Bo Partner');
    // A signature drawn on the owner's screen does not stand in for the request still out.
    expect((await as(suite.app, user).put('/terms', submitBody([ownerId, coOwnerId]))).statusCode).toBe(409);

    const view = await signer(suite.app, token, 'es').view();
    expect(view.statusCode).toBe(200);
    const summary = view.json();
    expect(summary).toMatchObject({ status: 'OPENED', signerName: 'Bo Partner', identityVerified: false });
    expect(summary.texts.personalGuarantee.id).toMatch(/^personalGuarantee-es-/);
    expect(view.body).not.toMatch(/987650001|1980-12-01|123456789/);
    expect(view.body).toContain('*****0001');
    // The summary's lines are labelled with the forms' own texts, in the signer's language.
    for (const label of ['Nombre de la empresa / Nombre comercial', 'Ciudad', 'Correo electrónico'])
      expect(view.body).toContain(`"label":"${label}"`);
    // Signing before the identity questions are passed is refused.
    const early = await signer(suite.app, token).sign({
      terms: true,
      generalTerms: true,
      consent: true,
      signature: SIGNATURE,
    });
    expect(early.json()).toMatchObject({ status: 409, code: 'SIGNING_IDENTITY_REQUIRED' });

    await signThrough(suite.app, token);
    const listed = (await as(suite.app, user).get('/signing-requests')).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: request.id, status: 'SIGNED' })]);
    const draft = await suite.app.repositories.creditApplications.getOrCreateDraft(user.id);
    const [given] = await suite.app.signing.signaturesGivenElsewhere(draft.id);
    expect(given.evidence).toMatchObject({
      applicantId: coOwnerId,
      name: 'Bo Partner',
      channel: 'LINK',
      identityMethod: 'KBV',
      identityResult: 'VERIFIED',
      ip: '127.0.0.1',
    });
    expect(given.evidence.sentAt! <= given.evidence.openedAt!).toBe(true);
    expect(given.evidence.openedAt! <= given.evidence.signedAt).toBe(true);

    // The console shows the signer's status and evidence.
    expect(await suite.app.signing.staffView(draft.id)).toEqual([
      expect.objectContaining({
        name: 'Bo Partner',
        status: 'SIGNED',
        identityFailures: 0,
        personalGuaranteeAgreed: true,
        ip: '127.0.0.1',
        consentedAt: given.evidence.consentedAt,
      }),
    ]);

    const submitted = await as(suite.app, user).put('/terms', onlyOwner);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const signatures = await suite.app.db
      .selectFrom('submission_signatures')
      .select('applicant_id')
      .where('application_id', '=', draft.id)
      .execute();
    expect(signatures.map((row) => row.applicant_id).sort()).toEqual([ownerId, coOwnerId].sort());
  });

  it('answers the same 404 for an unknown, a revoked, an expired and a used link', async () => {
    const { user, coOwnerId, coOwnerEmail } = await ownerWithCoOwner(suite.app);
    const first = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    // A new request for the same applicant revokes the earlier one.
    const second = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    const statuses = (await as(suite.app, user).get('/signing-requests')).json().items;
    expect(statuses.map((item: { status: string }) => item.status)).toEqual(['SENT', 'REVOKED']);
    // The sender revokes the second.
    expect((await as(suite.app, user).delete(`/signing-requests/${second.request.id}`)).statusCode).toBe(204);
    expect((await as(suite.app, user).delete(`/signing-requests/${second.request.id}`)).statusCode).toBe(404);

    const third = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    await signThrough(suite.app, third.token);

    const other = await ownerWithCoOwner(suite.app);
    const expiring = await sendRequest(suite.app, mail, other.user, other.coOwnerId, other.coOwnerEmail);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY_MS + 1000 });

    const unknown = 'A'.repeat(43);
    const answers = await Promise.all(
      [unknown, 'not-a-token', first.token, second.token, expiring.token, third.token].map(async (token) => [
        await signer(suite.app, token).view(),
        await signer(suite.app, token).questions(),
      ]),
    );
    const expected = problemOf(answers[0][0]);
    expect(expected).toMatchObject({ status: 404, code: 'SIGNING_LINK_INVALID' });
    for (const response of answers.flat()) expect(problemOf(response)).toEqual(expected);
  });

  it('offers one question set to two first requests at once, the one it grades', async () => {
    const { user, coOwnerId, coOwnerEmail } = await ownerWithCoOwner(suite.app);
    const { request } = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    const repository = createSigningRepository(suite.app.db);
    const now = new Date().toISOString();
    // Both read the request before either stored a set, as two requests in flight at once (a language switch) do.
    const read = { id: request.id, question_set_at: null };
    expect(await repository.storeQuestionSet(read, 'first set', now)).toBe(true);
    expect(await repository.storeQuestionSet(read, 'second set', now)).toBe(false);
    expect(await repository.findQuestionSet(request.id, now)).toEqual({
      question_set_encrypted: 'first set',
      question_set_at: now,
    });
  });

  it('ends a request after three failed identity attempts', async () => {
    const { user, ownerId, coOwnerId, coOwnerEmail } = await ownerWithCoOwner(suite.app);
    const { token } = await sendRequest(suite.app, mail, user, coOwnerId, coOwnerEmail);
    const page = signer(suite.app, token);
    for (const left of [2, 1, 0]) {
      const questions = await page.questions();
      expect(questions.statusCode, questions.body).toBe(200);
      const answer = await page.answer(answersTo(questions.body, false));
      expect(answer.json()).toEqual({ kbvStatus: 'NOT_VERIFIED', attemptsLeft: left });
    }
    expect((await page.view()).statusCode).toBe(404);
    const [ended] = (await as(suite.app, user).get('/signing-requests')).json().items;
    expect(ended).toMatchObject({ status: 'EXPIRED', identityFailed: true });
    // Nothing holds the submit now: the co-owner's missing signature is the 400 of section 6 again.
    const refused = await as(suite.app, user).put('/terms', submitBody([ownerId]));
    expect(refused.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('reminds after 2 and 5 days, at most twice, and never after signing', async () => {
    const waiting = await ownerWithCoOwner(suite.app);
    const signing = await ownerWithCoOwner(suite.app);
    await sendRequest(suite.app, mail, waiting.user, waiting.coOwnerId, waiting.coOwnerEmail);
    await sendRequest(suite.app, mail, signing.user, signing.coOwnerId, signing.coOwnerEmail);
    const start = Date.now();
    // Only Date is faked: the outbox's worker and the mail catcher keep their real timers.
    const at = (days: number) => vi.useFakeTimers({ toFake: ['Date'], now: start + days * DAY_MS + 1000 });
    const remindersTo = (address: string) =>
      mail.received.filter((email) => email.to.includes(address) && email.subject.startsWith('Reminder'));

    at(1);
    expect(await suite.app.signing.sendDueReminders()).toBe(0);
    at(2);
    // Other tests' requests still waiting may be reminded too: the counts that matter are per address.
    expect(await suite.app.signing.sendDueReminders()).toBeGreaterThanOrEqual(2);
    expect(await suite.app.signing.sendDueReminders()).toBe(0);
    const reminder = await mail.next(waiting.coOwnerEmail);
    expect(reminder.subject).toMatch(/^Reminder/);
    // The reminder carries a link of its own; the signer signs through it.
    await signThrough(suite.app, tokenIn(await mail.next(signing.coOwnerEmail)));

    at(5);
    expect(await suite.app.signing.sendDueReminders()).toBeGreaterThanOrEqual(1);
    await mail.next(waiting.coOwnerEmail);
    at(6);
    expect(await suite.app.signing.sendDueReminders()).toBe(0);
    expect(remindersTo(waiting.coOwnerEmail)).toHaveLength(2);
    expect(remindersTo(signing.coOwnerEmail)).toHaveLength(1);
    // Every link emailed keeps working until the request ends.
    expect((await signer(suite.app, tokenIn(reminder)).view()).statusCode).toBe(200);
  });
});
