import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_QUESTIONS_IDENTITY } from '../submission/ready-submitter.ts';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import {
  accountInfo,
  businessInfo,
  coOwner,
  owner,
  references,
  SIGNATURE,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { call } from '../../../scripts/lib/reliability/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process.ts';

const PASSWORD = 'Gr33n-Tractor!';
const CREDIT_DEPT = 'credit@multi.example';
const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

describe.skipIf(!postgres)(
  'two server processes on one PostgreSQL database behave as one (skipped: set TEST_DATABASE_URL, e.g. from ' +
    'scripts/pg-throwaway.sh)',
  () => {
    let database: TestDatabase;
    let mail: MailCatcher;
    let a: ServerProcess;
    let b: ServerProcess;
    const dataDir = mkdtempSync(join(tmpdir(), 'multi-server-'));
    let counter = 0;

    beforeAll(async () => {
      database = await postgres!.create();
      mail = await startMailCatcher();
      // What every server of one deployment shares: the database, both secrets, the uploads folder.
      const env = {
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        DATA_KEY: randomBytes(32).toString('base64'),
        UPLOADS_DIR: join(dataDir, 'uploads'),
        SMTP_URL: mail.url,
        CREDIT_DEPT_EMAIL: CREDIT_DEPT,
      };
      // Started together: both migrate the fresh database at once, which the migrator's lock must allow.
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 120_000);
    afterAll(async () => {
      await a?.kill('SIGTERM');
      await b?.kill('SIGTERM');
      await mail?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A new account registered on `registerOn` and verified through its emailed link on `verifyOn`. */
    async function verifiedAccount(registerOn: ServerProcess, verifyOn: ServerProcess): Promise<string> {
      const email = `person${++counter}@multi.example`;
      const registered = await call(registerOn.url, 'POST', '/auth/register', {
        body: { email, password: PASSWORD, passwordRecoveryQuestionKey: 'first_car', passwordRecoveryAnswer: 'Herbie' },
      });
      expect(registered.status).toBe(201);
      const link = new URL(linkIn(await mail.next(email), registerOn.url));
      expect(
        (await call(verifyOn.url, 'GET', '/email/verify', { query: { ac: link.searchParams.get('ac')! } })).status,
      ).toBe(200);
      return email;
    }

    const login = (server: ServerProcess, email: string, password = PASSWORD) =>
      call(server.url, 'POST', '/auth/login', { body: { email, password } });
    const refresh = (server: ServerProcess, token: string) =>
      call(server.url, 'POST', '/auth/refresh', { bearer: token });

    it('share login sessions: a token from one server works on the other, and so do refresh and logout', async () => {
      const email = await verifiedAccount(a, b);
      const session = (await login(b, email)).body;
      expect((await call(a.url, 'GET', '/credit-app', { bearer: session.access_token })).status).toBe(200);
      const renewed = await refresh(a, session.refresh_token);
      expect(renewed.status).toBe(200);
      expect((await call(b.url, 'GET', '/credit-app', { bearer: renewed.body.access_token })).status).toBe(200);
      expect((await call(b.url, 'POST', '/auth/logout', { bearer: renewed.body.refresh_token })).status).toBe(204);
      expect((await refresh(a, renewed.body.refresh_token)).status).toBe(401);
    });

    it('detect a refresh token used again on the other server, and revoke its whole family', async () => {
      const email = await verifiedAccount(a, a);
      const first = (await login(a, email)).body.refresh_token;
      const second = await refresh(a, first);
      expect(second.status).toBe(200);
      const replayed = await refresh(b, first);
      expect(replayed.status).toBe(401);
      expect(replayed.body.code).toBe('REFRESH_TOKEN_INVALID');
      expect((await refresh(a, second.body.refresh_token)).status).toBe(401);
    });

    it('count failed logins on both servers: five failures lock the email on either', async () => {
      const email = await verifiedAccount(b, a);
      for (const server of [a, b, a, b, a]) expect((await login(server, email, 'Wrong-Pass-1')).status).toBe(401);
      for (const server of [a, b]) {
        const locked = await login(server, email);
        expect(locked.status).toBe(429);
        expect(locked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('hold the 2-minute resend limit across servers', async () => {
      const email = `resend${++counter}@multi.example`;
      expect((await call(a.url, 'GET', '/email/resend-verification-email', { query: { email } })).status).toBe(200);
      const again = await call(b.url, 'GET', '/email/resend-verification-email', { query: { email } });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('RESEND_TOO_SOON');
    });

    // Time for a second minute, which a first one that straddled a minute's end waits for (below).
    it('rate limit an anonymous endpoint by what both servers counted', { timeout: 120_000 }, async () => {
      const recover = (server: ServerProcess) =>
        call(server.url, 'POST', '/auth/recover-password', { query: { email: 'nobody@multi.example' } });
      /** The limit, then what each server answered the requests up to it and the two beyond, all sent in turns. */
      const sendPastTheLimit = async () => {
        const first = await recover(a);
        const limit = Number(first.headers.get('ratelimit-limit'));
        const answers = [first];
        for (let sent = 1; sent <= limit + 1; sent++) answers.push(await recover(sent % 2 ? b : a));
        return { limit, answers };
      };
      // The counters' windows are the clock's minutes (rate-limit-store.ts): requests that straddle a minute's end are
      // counted in two windows, which proves nothing of the servers. Then they go again from the start of a minute of
      // their own, which the dozen of them fit in on any machine.
      const minute = () => Math.floor(Date.now() / 60_000);
      const started = minute();
      let { limit, answers } = await sendPastTheLimit();
      if (minute() !== started) {
        await delay(60_000 - (Date.now() % 60_000));
        ({ limit, answers } = await sendPastTheLimit());
      }
      expect(answers.map((answer) => answer.status)).toEqual([...Array(limit).fill(200), 429, 429]);
      expect(answers[limit].body.code).toBe('RATE_LIMITED');
    });

    it(
      'submit once when the same submission reaches both servers at the same moment: one ID, one set of ' + 'emails',
      async () => {
        const email = await verifiedAccount(a, b);
        const token = (await login(a, email)).body.access_token;
        const save = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
          const answer = await call(server.url, method, path, { bearer: token, body });
          expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
          return answer.body;
        };
        await save(a, 'PUT', '/kbvapplicants', NO_QUESTIONS_IDENTITY);
        await save(b, 'POST', '/kbvapplicants/kbv');
        await save(a, 'PUT', '/business-info', businessInfo);
        const applicants = (await save(b, 'PUT', '/applicants', [owner, coOwner])) as Array<{ id: string }>;
        await save(a, 'PUT', '/account-info', accountInfo);
        await save(b, 'PUT', '/references', references);
        const body = {
          terms: true,
          generalTerms: true,
          electronicSignatureConsent: true,
          applicants: applicants.map((applicant) => ({ applicantId: applicant.id, signature: SIGNATURE })),
        };

        const answers = await Promise.all(
          [a, b].map((server) => call(server.url, 'PUT', '/terms', { bearer: token, body })),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const [first, second] = answers.map((answer) => answer.body.applicationId);
        expect(first).toMatch(/^TCA-/);
        expect(second).toBe(first);

        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const rows = await client.query(
            'select s.application_number from submissions s join users u on u.id = s.user_id where u.email = $1',
            [email],
          );
          expect(rows.rows).toEqual([{ application_number: first }]);
          const confirmation = await mail.next(email);
          expect(confirmation.text).toContain(first);
          const notice = await mail.next(CREDIT_DEPT);
          expect(notice.text).toContain(first);
          // An email leaves the outbox once an SMTP server took it: with the outbox empty, no second one can come.
          await vi.waitFor(
            async () => expect((await client.query('select count(*)::int as n from outbox')).rows[0].n).toBe(0),
            { timeout: 20_000, interval: 100 },
          );
        } finally {
          await client.end();
        }
        const aboutIt = mail.received.filter((message) => message.text.includes(first));
        expect(aboutIt.map((message) => message.to)).toEqual(expect.arrayContaining([[email], [CREDIT_DEPT]]));
        expect(aboutIt).toHaveLength(2);
      },
    );
  },
);
