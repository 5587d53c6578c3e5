import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { XSRF_HEADERS } from './lib/accounts.ts';
import type { BenchContext } from './lib/context.ts';
import { figure, verdictOf, type Figure } from './lib/figures.ts';
import { load, type LoadResult } from './lib/load.ts';
import { measureOnEachDatabase } from './lib/each-database.ts';
import { createManagerSession } from '../lib/seed/staff.ts';
import { seedSubmittedApplications } from '../lib/seed/submitted.ts';
import { newSecrets, startServer } from './lib/server-process.ts';
import { silentLogger } from '../lib/seed/database.ts';
import { round } from './lib/stats.ts';

const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const FEW = 10;
const MANY = 100_000;
/** The target: the queue with many applications as quick as with few; within 20% counts as the same. */
const TOLERANCE = 0.2;

/**
 * The ten stored are alike: the seed's applications 86, 286, … 1886, each in review, in Texas and named "Granite Iron
 * Parts n", so that each query below finds all ten (an empty answer skips reading the rows, the baseline's cost would
 * be less than a page's); the 100,000 are the seed's 2,000 on.
 */
const FEW_FIRST = 86;
const FEW_STEP = 200;
const MANY_FIRST = FEW_FIRST + FEW * FEW_STEP;

/** Pages of ten: what ten stored fill, so that both answers carry as many rows. */
const PAGE_SIZE = 10;

/**
 * The queue's first page: as it opens, filtered, and searched; and a page 975 rows in (as page 40 of 25), asked for
 * by number (as a typed address does; the console's Next and Previous read from a boundary row instead), against the
 * first page with 10 stored, which have no other. Every query finds all ten of the ten stored.
 */
const QUERIES: Array<[label: string, query: string, fewQuery?: string]> = [
  ['first page', ''],
  ['status and state filter', '&status=IN_REVIEW&state=TX'],
  ['search by company', '&q=granite%20iron'],
  ['page 98 of 10 (975 rows in, as page 40 of 25)', '&page=98', ''],
];

const queueUrl = (server: string, query: string) => `${server}/api/v1/staff/applications?pageSize=${PAGE_SIZE}${query}`;

async function measure(url: string, token: string): Promise<LoadResult> {
  const options = {
    url,
    connections: CONNECTIONS,
    headersOf: () => ({ ...XSRF_HEADERS, authorization: `Bearer ${token}` }),
  };
  await load({ ...options, seconds: WARM_UP_SECONDS });
  // Failures (an answer past autocannon's 10 s, a non-2xx) are reported beside the figure, not hidden.
  return load({ ...options, seconds: SECONDS });
}

async function measureDatabase(bench: BenchContext, name: string, database: DatabaseConfig, databaseUrl: string) {
  const secrets = newSecrets();
  const workDir = bench.tempDir('staff-server');
  let server = await startServer({ databaseUrl, secrets, workDir });
  let db: Kysely<Database> | undefined;
  try {
    db = createDatabase(database, silentLogger);
    const token = await createManagerSession(db, secrets.jwtSecret);
    await seedSubmittedApplications(db, FEW, FEW_FIRST, FEW_STEP);
    const few: LoadResult[] = [];
    for (const [, query, fewQuery = query] of QUERIES) {
      few.push(await measure(queueUrl(server.url, fewQuery), token));
    }
    console.log(`[bench] staff: ${name}, storing ${MANY.toLocaleString('en')} submitted applications`);
    await seedSubmittedApplications(db, MANY - FEW, MANY_FIRST);
    // A new server, as after any deployment: SQLite loads the planner's statistics when a connection opens, so one
    // opened on 10 rows keeps planning for 10 (it scanned the 100,000 for the identity check of each page).
    await server.stop();
    server = await startServer({ databaseUrl, secrets, workDir });
    const figures: Figure[] = [];
    for (const [index, [label, query]] of QUERIES.entries()) {
      const many = await measure(queueUrl(server.url, query), token);
      const p99Ratio = many.p99 / few[index].p99;
      const againstFirst = QUERIES[index][2] === undefined ? '' : ' (first page)';
      figures.push(
        figure({
          name: `GET /api/v1/staff/applications, ${label}, ${name}, ${MANY.toLocaleString('en')} stored`,
          value: round(many.rps, 0),
          unit: 'req/s',
          target: `within ${TOLERANCE * 100}% of ${FEW} stored`,
          baseline: `${FEW} stored${againstFirst}: ${round(few[index].rps, 0)} req/s, p99 ${round(few[index].p99)} ms`,
          ratio: `req/s ×${(many.rps / few[index].rps).toFixed(2)}, p99 ×${p99Ratio.toFixed(2)}`,
          verdict: verdictOf(many.rps / few[index].rps >= 1 - TOLERANCE, p99Ratio <= 1 + TOLERANCE, !many.failures),
          note: `p50 ${round(many.p50)} ms, p99 ${round(many.p99)} ms, ${many.failures} of ${many.requests} failed`,
        }),
      );
    }
    return figures;
  } catch (error) {
    // What the server said is what explains a failed run.
    const log = readFileSync(join(workDir, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => !line.includes('"level":30'));
    throw new Error(`${(error as Error).message}\nthe server's log:\n${log.slice(-20).join('\n')}`, { cause: error });
  } finally {
    await db?.destroy();
    await server.stop();
  }
}

/**
 * The credit department's queue: its first page (as it opens, with two filters, and searched by company) and a
 * page 975 rows in, in pages of ten, with 10 submitted applications stored, then with 100,000, on SQLite and on
 * PostgreSQL; 10 connections, 10 s each.
 */
export async function staffSuite(bench: BenchContext): Promise<Figure[]> {
  return measureOnEachDatabase(bench, 'staff', (name, database, url) => measureDatabase(bench, name, database, url));
}
