import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { PermanentSendError } from '../../../src/server/outbox/index.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { registration } from '../accounts/accounts-app.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp, xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';
import { businessInfo, references } from '../../../scripts/lib/credit-app/fixtures.ts';
import { until } from '../../helpers/until.ts';

/**
 * Quick retries, so a test sees the outbox catch up in moments rather than minutes; and as many as the setting
 * allows, since at a retry every 200 ms the default 25 run out within seconds, and on a loaded machine a message
 * queued early was given up before the test looked at the backlog.
 */
const FAST_OUTBOX = {
  OUTBOX_POLL_MS: '50',
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_MAX_RETRY_MS: '200',
  OUTBOX_MAX_ATTEMPTS: '1000',
};

const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).json();
const sentTo = (mail: MailCatcher, to: string) => mail.received.filter((item) => item.to.includes(to)).length;

describeOnEachDatabase('the outbox on $name', (suite) => {
  let mail: MailCatcher | undefined;
  let smtpPort: number;
  const delivered: unknown[] = [];

  suite.appOptions(async () => {
    smtpPort = await freePort();
    return {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CREDIT_DEPT_EMAIL: 'credit@supplier.test', ...FAST_OUTBOX },
    };
  });
  beforeAll(async () => {
    // A second kind of message, as a webhook would be: its own sender, the same table and worker.
    suite.app.outbox.registerSender('test-hook', async (payload) => {
      if ((payload as { refuse?: boolean }).refuse) throw new PermanentSendError('GONE');
      delivered.push(payload);
    });
    await suite.app.ready();
  });
  afterAll(async () => {
    await mail?.close();
  });

  it('keeps every email while SMTP is down and sends each once when it is back', async () => {
    const register = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: xsrfHeaders(),
      payload: registration('outage@example.com'),
    });
    expect(register.statusCode).toBe(201);
    const { user, ids } = await readySubmitter(suite.app);
    const submitted = await as(suite.app, user).put('/terms', submitBody(ids));
    expect(submitted.statusCode).toBe(200);
    const applicant = (await suite.app.repositories.users.findById(user.id))!.email;
    // The submit writes a request to the trade reference besides the confirmation and the notice.
    const reference = references.tradeReferences[0].email!;

    // The worker tried and failed, and the backlog shows in the health answer.
    await until('four failed attempts', async () => {
      const rows = await suite.app.db.selectFrom('outbox').select('attempts').execute();
      return rows.length === 4 && rows.every((row) => row.attempts > 0);
    });
    expect((await health(suite.app)).outbox).toMatchObject({ pending: 4, failed: 0 });

    mail = await startMailCatcher(smtpPort);
    const confirmation = await mail.next(applicant);
    expect(confirmation.text).toContain(submitted.json().applicationId);
    expect((await mail.next('credit@supplier.test')).text).toContain(submitted.json().applicationId);
    expect((await mail.next('outage@example.com')).text).toContain('/verify-email?ac=');
    expect((await mail.next(reference)).text).toContain(businessInfo.companyName);
    await until('the outbox to empty', async () => (await health(suite.app)).outbox.pending === 0);
    expect([applicant, 'credit@supplier.test', 'outage@example.com', reference].map((to) => sentTo(mail!, to))).toEqual(
      [1, 1, 1, 1],
    );
    expect(await suite.app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends attachments, keeps no readable message in the table, and takes other kinds of message', async () => {
    await suite.app.outbox.email({
      to: 'letter@example.com',
      language: 'en',
      template: 'accountExists',
      attachments: [{ filename: 'decision.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });
    await suite.app.outbox.enqueue('test-hook', { event: 'decided', applicationId: 'TCA-0000-0000' });
    const letter = await mail!.next('letter@example.com');
    expect(letter.raw).toContain('filename=decision.pdf');
    expect(letter.raw).toContain(Buffer.from('%PDF-1.7').toString('base64'));
    await until('the webhook delivered', () => delivered.length === 1);
    expect(delivered).toEqual([{ event: 'decided', applicationId: 'TCA-0000-0000' }]);
  });

  it('gives up a message its sender refuses for good, and counts it as failed', async () => {
    const before = (await health(suite.app)).outbox.failed;
    await suite.app.outbox.enqueue('test-hook', { refuse: true, secret: 'never-in-the-row' });
    await until('the message given up', async () => (await health(suite.app)).outbox.failed === before + 1);
    const row = await suite.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('failed_at', 'is not', null)
      .executeTakeFirst();
    expect(row).toMatchObject({ kind: 'test-hook', last_error: 'GONE', attempts: 1 });
    expect(row!.payload).not.toContain('never-in-the-row');
  });
});

describe.each(testDatabaseKinds())('two servers sharing one $name database', (kind) => {
  let database: TestDatabase;
  let servers: FastifyInstance[];
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await kind.create();
    const env = { SMTP_URL: mail.url, ...FAST_OUTBOX };
    servers = [await createTestApp(database.url, { env }), await createTestApp(database.url, { env })];
    await Promise.all(servers.map((server) => server.ready()));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    await mail?.close();
  });

  it('send each email exactly once', async () => {
    const recipients = Array.from({ length: 40 }, (_, index) => `shared-${index}@example.com`);
    // Written at once through both servers, then both workers race for them.
    await Promise.all(
      recipients.map((to, index) => servers[index % 2].outbox.email({ to, language: 'en', template: 'accountExists' })),
    );
    await until('every email', () => mail.received.length >= recipients.length);
    await until('the outbox to empty', async () => (await health(servers[0])).outbox.pending === 0);
    expect(recipients.filter((to) => sentTo(mail, to) !== 1)).toEqual([]);
    expect(mail.received.length).toBe(recipients.length);
  });
});
