import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.ts';
import { runScript } from '../helpers/run-script.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { FLEET_VEHICLES, vehicle } from './fleet-vehicles.ts';
// Types only, erased at run time: the modules themselves are imported once the product reads the copy.
import type * as Fixtures from '../../scripts/lib/credit-app/fixtures.ts';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';
import type * as Submitter from '../server/submission/ready-submitter.ts';
import type * as Staff from '../server/staff/support.ts';

const FLEET_VEHICLES_PUT = FLEET_VEHICLES.path.replace(/^\/v1/, '');

/** A paper application as served, and its text as poppler reads it. */
interface Paper {
  bytes: Buffer;
  text: string;
}

/** The product on an edited copy of the forms, with what the analyst tests read of it. */
export interface AnalystProduct {
  readonly copy: { schemasDir: string; localesDir: string };
  readonly app: FastifyInstance;
  /** Catches the product's email (the references' requests). */
  readonly mail: MailCatcher;
  readonly support: typeof Support;
  readonly submitter: typeof Submitter;
  readonly fixtures: typeof Fixtures;
  readonly staff: typeof Staff;
  /**
   * A user with every data step saved from the sample data, the copy's own step too, and the identity step ended:
   * ready to submit (ready-submitter.ts's `readySubmitter`, plus the added step).
   */
  readySubmitter(): Promise<{ user: Support.TestUser; ids: string[] }>;
  /** A paper application (`/application/MO-ENG.pdf`), drawn once and read by every test that looks at it. */
  paper(url: string): Promise<Paper>;
  /** An application of the sample data, submitted once: its applicant and the text of its signed PDF. */
  sampleSubmission(): Promise<{ user: Support.TestUser; signedText: string }>;
  /** The field catalogue `npm run docs:schemas` writes for the copy, written once. */
  catalogue(): Promise<{ markdown: string; html: string }>;
}

/** What `useAnalystProduct` starts before the tests, once it has. */
type Started = { -readonly [K in 'app' | 'mail' | 'support' | 'submitter' | 'fixtures' | 'staff']?: AnalystProduct[K] };

/**
 * Starts the product on `copy` for one test file: its modules are imported here, after the caller pointed
 * `SCHEMAS_DIR` and `LOCALES_DIR` at the copy, on a SQLite database of its own (what these tests check happens
 * before and beside the queries, which the database suites test on each database), with a mail catcher.
 */
export function useAnalystProduct(copy: { schemasDir: string; localesDir: string }): AnalystProduct {
  const started: Started = {};
  const papers = new Map<string, Promise<Paper>>();
  let submission: ReturnType<AnalystProduct['sampleSubmission']> | undefined;
  let catalogue: ReturnType<AnalystProduct['catalogue']> | undefined;

  beforeAll(async () => {
    const { createTestApp }: typeof TestApp = await import('../../scripts/lib/server-harness/test-app.ts');
    started.support = await import('../../scripts/lib/credit-app/support.ts');
    started.submitter = await import('../server/submission/ready-submitter.ts');
    started.fixtures = await import('../../scripts/lib/credit-app/fixtures.ts');
    started.staff = await import('../server/staff/support.ts');
    started.mail = await startMailCatcher();
    const database = `sqlite:${join(copy.schemasDir, '..', 'app.db')}`;
    started.app = await createTestApp(database, { env: { SMTP_URL: started.mail.url } });
    await started.app.ready();
  });
  afterAll(async () => {
    await started.app?.close();
    await started.mail?.close();
  });

  const get = <K extends keyof Started>(key: K): NonNullable<Started[K]> => {
    const value = started[key];
    if (value === undefined) throw new Error('the product starts in beforeAll: use it in a test');
    return value;
  };
  const drawPaper = async (url: string): Promise<Paper> => {
    const response = await get('app').inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { bytes: response.rawPayload, text: await pdfText(response.rawPayload) };
  };
  const readySubmitter = async () => {
    const ready = await get('submitter').readySubmitter(get('app'));
    const saved = await get('support').as(get('app'), ready.user).put(FLEET_VEHICLES_PUT, [vehicle]);
    expect(saved.statusCode).toBe(200);
    return ready;
  };
  const submitSample = async () => {
    const { as } = get('support');
    const { user, ids } = await readySubmitter();
    const { submitBody } = get('submitter');
    expect((await as(get('app'), user).put('/terms', submitBody(ids))).statusCode).toBe(200);
    return { user, signedText: await pdfText((await get('app').submissions.signedPdf(user.id))!) };
  };
  const writeCatalogue = async () => {
    const { code } = await runScript('docs-schemas.ts');
    expect(code).toBe(0);
    return {
      markdown: readFileSync(join(copy.schemasDir, 'CATALOGUE.md'), 'utf8'),
      html: readFileSync(join(copy.schemasDir, 'catalogue.html'), 'utf8'),
    };
  };

  return {
    copy,
    get app() {
      return get('app');
    },
    get mail() {
      return get('mail');
    },
    get support() {
      return get('support');
    },
    get submitter() {
      return get('submitter');
    },
    get fixtures() {
      return get('fixtures');
    },
    get staff() {
      return get('staff');
    },
    readySubmitter,
    paper(url) {
      if (!papers.has(url)) papers.set(url, drawPaper(url));
      return papers.get(url)!;
    },
    sampleSubmission: () => (submission ??= submitSample()),
    catalogue: () => (catalogue ??= writeCatalogue()),
  };
}
