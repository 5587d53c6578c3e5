import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../../src/server/accounts/access-tokens.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { accountInfo, businessInfo, owner, references, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { craftJwt, nowInSeconds } from '../helpers/jwt.ts';
import { until } from '../../helpers/until.ts';
import { NO_QUESTIONS_IDENTITY } from '../submission/ready-submitter.ts';
import { call } from '../../../scripts/lib/reliability/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process.ts';

/**
 * The emails of a submission are rows written with it: a server killed (SIGKILL) right after answering a submit
 * 200, before it could send anything, sends the applicant's confirmation, the credit department's notice and the
 * trade reference's request once it runs again, each exactly once.
 */
describe('a server killed right after a submit answered 200', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
  let server: ServerProcess | undefined;
  let mail: MailCatcher | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each email of the submit exactly once after a restart', { timeout: 120_000 }, async () => {
    // The emails' port is held until the kill by a listener that hangs up on every connection: nothing can be sent
    // before it, and no other process (tests beside this one start servers of their own) can take the port meanwhile.
    const holder = createServer((socket) => socket.destroy());
    await new Promise<void>((listening) => holder.listen(0, '127.0.0.1', listening));
    const smtpPort = (holder.address() as AddressInfo).port;
    const databaseFile = join(dataDir, 'app.db');
    const env = {
      DATABASE_URL: `sqlite:${databaseFile}`,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_KEY: randomBytes(32).toString('base64'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      // Only the holder listens there yet: the emails cannot leave before the kill.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CREDIT_DEPT_EMAIL: 'credit@crash.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_MAX_RETRY_MS: '200',
      // What the killed server was sending when it died is free again this soon.
      OUTBOX_LEASE_MS: '2000',
    };
    server = await startServerProcess(env);

    const id = randomUUID();
    const email = `${id}@crash.example`;
    const database = new Sqlite(databaseFile);
    database
      .prepare(
        'insert into users (id, email, password_hash, recovery_question_key, recovery_answer_hash, ' +
          'email_verified_at, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, email, 'none', 'dream_car', 'none', new Date().toISOString(), new Date().toISOString());
    database.close();
    const now = nowInSeconds();
    const bearer = craftJwt(
      { alg: 'HS256', typ: 'JWT' },
      { sub: id, email, aud: ACCESS_TOKEN_AUDIENCE, iss: ACCESS_TOKEN_ISSUER, ver: 0, iat: now, exp: now + 900 },
      env.JWT_SECRET,
    );
    const api = async (method: string, path: string, body?: unknown) => {
      const answer = await call(server!.url, method, path, { bearer, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer;
    };
    await api('PUT', '/kbvapplicants', { ...NO_QUESTIONS_IDENTITY, lastName: 'Crash' });
    await api('POST', '/kbvapplicants/kbv');
    await api('PUT', '/business-info', { ...businessInfo, companyName: 'Crash Parts' });
    const applicants = (await api('PUT', '/applicants', [owner])).body as Array<{ id: string }>;
    await api('PUT', '/account-info', accountInfo);
    await api('PUT', '/references', references);
    const submitted = await api('PUT', '/terms', {
      terms: true,
      generalTerms: true,
      electronicSignatureConsent: true,
      personalGuarantee: true,
      applicants: applicants.map((applicant) => ({ applicantId: applicant.id, signature: SIGNATURE })),
    });
    await server.kill('SIGKILL');
    const applicationId = (submitted.body as { applicationId: string }).applicationId;

    await new Promise((closed) => holder.close(closed));
    mail = await startMailCatcher(smtpPort);
    const restarted = await startServerProcess(env);
    server = restarted;
    expect((await mail.next(email, 30_000)).text).toContain(applicationId);
    expect((await mail.next('credit@crash.example', 30_000)).text).toContain(applicationId);
    const referenceEmail = references.tradeReferences[0].email!;
    expect((await mail.next(referenceEmail, 30_000)).text).toContain('Crash Parts');
    await until('the outbox to empty', async () => {
      const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as { outbox: { pending: number } };
      return health.outbox.pending === 0;
    });
    // Each email of the submit exactly once: the applicant's confirmation, the credit department's notice and the
    // request to the trade reference (the references step's one reference with an email).
    expect(mail.received.map((received) => received.to.join()).sort()).toEqual(
      [email, 'credit@crash.example', referenceEmail].sort(),
    );
  });
});
