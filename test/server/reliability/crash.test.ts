import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seededRandom, shuffled } from '../../../src/server/identity/sandbox/seeded-random.ts';
import { NO_QUESTIONS_IDENTITY } from '../submission/ready-submitter.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../../src/server/accounts/access-tokens.ts';
import {
  accountInfo,
  businessInfo,
  coOwner,
  owner,
  references,
  shop,
  SIGNATURE,
} from '../../../scripts/lib/credit-app/fixtures.ts';
import { craftJwt, nowInSeconds } from '../helpers/jwt.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';
import { call, type Answer } from '../../../scripts/lib/reliability/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process.ts';

const SAVERS = 60;
const SUBMITTERS = 40;
/**
 * The seed of the order the writes are sent in: `CRASH_SEED` replays an order that failed, otherwise a new one each
 * run (the moment of the kill depends on the machine and is not replayed).
 */
const SEED = process.env.CRASH_SEED || randomBytes(6).toString('hex');

interface User {
  id: string;
  token: string;
}

/** One write of the crash phase: what it sent and, once acknowledged, what the server answered. */
interface Write {
  user: User;
  kind: 'businessInfo' | 'applicants' | 'accountInfo' | 'shops' | 'submit' | 'upload';
  sent: unknown;
  answer?: Answer;
}

/** Runs `tasks` with at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

describe('a server killed with SIGKILL during hundreds of saves and submits', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
  const databaseFile = join(dataDir, 'app.db');
  const env = {
    DATABASE_URL: `sqlite:${databaseFile}`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('base64'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
  };
  let server: ServerProcess | undefined;
  const writes: Write[] = [];
  let certificate: Buffer;

  /** Verified accounts written straight into the database, with access tokens signed as the server signs them. */
  function createUsers(count: number): User[] {
    const database = new Sqlite(databaseFile);
    database.pragma('busy_timeout = 5000');
    const insert = database.prepare(
      'insert into users (id, email, password_hash, recovery_question_key, recovery_answer_hash, email_verified_at, ' +
        'created_at) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const users = Array.from({ length: count }, () => {
      const id = randomUUID();
      const email = `${id}@crash.example`;
      insert.run(id, email, 'none', 'dream_car', 'none', new Date().toISOString(), new Date().toISOString());
      const now = nowInSeconds();
      return {
        id,
        token: craftJwt(
          { alg: 'HS256', typ: 'JWT' },
          {
            sub: id,
            email,
            aud: ACCESS_TOKEN_AUDIENCE,
            iss: ACCESS_TOKEN_ISSUER,
            ver: 0,
            iat: now,
            exp: now + 15 * 60,
          },
          env.JWT_SECRET,
        ),
      };
    });
    database.close();
    return users;
  }

  const api = (user: User, method: string, path: string, body?: unknown, form?: FormData) =>
    call(server!.url, method, path, { bearer: user.token, body, form });

  async function mustSave(user: User, method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await api(user, method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** Identity finished (an SSN ending 9999 gets no questions: ERROR), then the three data steps saved. */
  async function prepareSubmitter(user: User, index: number): Promise<string[]> {
    await mustSave(user, 'PUT', '/kbvapplicants', { ...NO_QUESTIONS_IDENTITY, lastName: `Crash ${index}` });
    await mustSave(user, 'POST', '/kbvapplicants/kbv');
    await mustSave(user, 'PUT', '/business-info', { ...businessInfo, companyName: `Submitter ${index}` });
    const applicants = await mustSave(user, 'PUT', '/applicants', index % 2 ? [owner, coOwner] : [owner]);
    await mustSave(user, 'PUT', '/account-info', accountInfo);
    await mustSave(user, 'PUT', '/references', references);
    return (applicants.body as Array<{ id: string }>).map((applicant) => applicant.id);
  }

  beforeAll(async () => {
    certificate = await certificatePdf();
    server = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged write, leaves no half-written application, and the database passes its integrity check',
    { timeout: 180_000 },
    async () => {
      const savers = createUsers(SAVERS);
      const submitters = createUsers(SUBMITTERS);
      const signers = new Map<User, string[]>();
      await inBatches(
        submitters,
        8,
        async (user) => void signers.set(user, await prepareSubmitter(user, submitters.indexOf(user))),
      );

      savers.forEach((user, index) => {
        writes.push({ user, kind: 'businessInfo', sent: { ...businessInfo, companyName: `Saver ${index}` } });
        writes.push({ user, kind: 'applicants', sent: [{ ...owner, firstName: `Saver ${index}` }] });
        writes.push({ user, kind: 'accountInfo', sent: { ...accountInfo, creditLimit: 1000 + index } });
        writes.push({ user, kind: 'shops', sent: [{ ...shop, companyName: `Saver ${index} North` }] });
        if (index % 3 === 0) writes.push({ user, kind: 'upload', sent: `certificate-${index}.pdf` });
      });
      for (const user of submitters) {
        const body = {
          terms: true,
          generalTerms: true,
          electronicSignatureConsent: true,
          personalGuarantee: true,
          applicants: signers.get(user)!.map((applicantId) => ({ applicantId, signature: SIGNATURE })),
        };
        // Twice each, at once: the retry of an impatient browser.
        writes.push({ user, kind: 'submit', sent: body }, { user, kind: 'submit', sent: body });
      }
      console.info(`crash.test.ts: the writes go out in the order of CRASH_SEED=${SEED}`);
      onTestFailed(() => console.error(`crash.test.ts failed: replay the order of its writes with CRASH_SEED=${SEED}`));
      writes.splice(0, writes.length, ...shuffled(writes, seededRandom(SEED)));

      const PATHS = {
        businessInfo: '/business-info',
        applicants: '/applicants',
        accountInfo: '/account-info',
        shops: '/shops',
        submit: '/terms',
      } as const;
      let acknowledged = 0;
      let killed: () => void = () => undefined;
      const enoughAcknowledged = new Promise<void>((resolveKill) => (killed = resolveKill));
      const inFlight = writes.map(async (write) => {
        try {
          const form = new FormData();
          if (write.kind === 'upload')
            form.append(
              'files',
              new Blob([new Uint8Array(certificate)], { type: 'application/pdf' }),
              String(write.sent),
            );
          const answer =
            write.kind === 'upload'
              ? await api(write.user, 'POST', '/taxExemption', undefined, form)
              : await api(write.user, 'PUT', PATHS[write.kind], write.sent);
          write.answer = answer;
          if (answer.status < 300 && ++acknowledged >= writes.length / 4) killed();
        } catch {
          // The connection died with the server: not acknowledged, so the write may or may not have happened.
        }
      });
      await Promise.race([enoughAcknowledged, Promise.all(inFlight)]);
      await server!.kill('SIGKILL');
      await Promise.all(inFlight);

      const acked = writes.filter((write) => write.answer && write.answer.status < 300);
      const refused = writes.filter((write) => write.answer && write.answer.status >= 300);
      expect(
        refused.map((write) => `${write.kind}: ${write.answer!.status} ${JSON.stringify(write.answer!.body)}`),
      ).toEqual([]);
      // The kill came mid-flight: some writes were acknowledged and others were still under way.
      expect(acked.length).toBeGreaterThan(0);
      expect(acked.length).toBeLessThan(writes.length);

      // The database as the crash left it: SQLite recovers its write-ahead log on opening.
      const crashed = new Sqlite(databaseFile);
      expect(crashed.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(crashed.pragma('foreign_key_check')).toEqual([]);
      const applications = crashed
        .prepare('select id, user_id, status, data, submitted_at from credit_applications')
        .all() as Array<{ id: string; user_id: string; status: string; data: string; submitted_at: string | null }>;
      const submissions = new Map(
        (
          crashed.prepare('select application_id, application_number, pdf_base64 from submissions').all() as Array<{
            application_id: string;
            application_number: string;
            pdf_base64: string;
          }>
        ).map((row) => [row.application_id, row]),
      );
      const signatureCounts = new Map(
        (
          crashed
            .prepare('select application_id, count(*) as count from submission_signatures group by application_id')
            .all() as Array<{ application_id: string; count: number }>
        ).map((row) => [row.application_id, row.count]),
      );
      const taxForms = crashed.prepare('select storage_key, size_bytes, sha256 from tax_forms').all() as Array<{
        storage_key: string;
        size_bytes: number;
        sha256: string;
      }>;
      crashed.close();

      for (const application of applications) {
        const data = JSON.parse(application.data) as { applicants?: unknown[] };
        const submission = submissions.get(application.id);
        if (application.status === 'SUBMITTED') {
          expect(application.submitted_at).not.toBeNull();
          expect(submission, `submitted application ${application.id} has its submission`).toBeDefined();
          const pdf = Buffer.from(submission!.pdf_base64, 'base64');
          expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
          expect(signatureCounts.get(application.id)).toBe(data.applicants?.length);
        } else {
          expect(application.status).toBe('DRAFT');
          expect(submission, `draft ${application.id} has no submission`).toBeUndefined();
          expect(signatureCounts.get(application.id)).toBeUndefined();
        }
      }
      for (const form of taxForms) {
        const file = join(env.UPLOADS_DIR, 'tax-forms', form.storage_key);
        expect(existsSync(file), `the file of tax form ${form.storage_key}`).toBe(true);
        const bytes = readFileSync(file);
        expect([bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([
          form.size_bytes,
          form.sha256,
        ]);
      }

      // Restarted on the same file, the server shows every acknowledged write.
      server = await startServerProcess(env);
      for (const write of acked) {
        const view = (await mustSave(write.user, 'GET', '/credit-app')).body;
        if (write.kind === 'submit')
          expect(view).toMatchObject({ status: 'SUBMITTED', applicationId: write.answer!.body.applicationId });
        else if (write.kind === 'upload') expect(view.taxForms).toEqual(expect.arrayContaining(write.answer!.body));
        else expect(view[write.kind]).toEqual(write.answer!.body);
      }
      // Both submits of one user answered one Application ID.
      for (const user of submitters) {
        const ids = new Set(
          acked
            .filter((write) => write.user === user && write.kind === 'submit')
            .map((write) => write.answer!.body.applicationId),
        );
        expect(ids.size).toBeLessThanOrEqual(1);
      }
      // And it goes on working: a draft left by the crash takes new saves.
      expect((await api(savers[0], 'PUT', '/business-info', businessInfo)).status).toBe(200);
    },
  );
});
