import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startMailCatcher } from '../lib/mail-catcher.ts';
import { testDatabaseKinds } from '../lib/server-harness/databases.ts';
import { certificatePdf } from '../lib/files/pdf-fixtures.ts';
import { applicantJourney, type JourneyResult } from '../lib/reliability/applicant-journey.ts';
import { startServerProcess } from '../lib/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the servers' emails link to: the load balancer's address in a real deployment. */
const PUBLIC_URL = 'https://credit.load.example';

/** What the load test tells: for `npm run bench` to print and keep. */
export interface LoadResult {
  applicants: number;
  servers: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  /** Applications stored as submitted, and how many distinct Application IDs they have (both must be `applicants`). */
  submitted: number;
  distinctIds: number;
  /** Latency of each step in milliseconds: p50 and p99 over every applicant. */
  steps: Record<string, { p50: number; p99: number }>;
  /** The first errors, for the person reading the output. */
  firstErrors: string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

/**
 * A PostgreSQL database for the run: a fresh one on the server `TEST_DATABASE_URL` names, or else a throwaway
 * cluster from scripts/pg-throwaway.sh on `LOAD_PG_PORT` (54378 unless set), removed afterwards.
 */
async function loadDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === 'postgres');
  if (kind) return kind.create();
  const port = process.env.LOAD_PG_PORT ?? '54378';
  const script = resolve(ROOT, 'scripts/pg-throwaway.sh');
  const url = execFileSync('bash', [script, 'start', port], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  return { url, drop: async () => void execFileSync('bash', [script, 'stop', port], { stdio: 'ignore' }) };
}

/**
 * `LOAD_APPLICANTS` (200 unless set) simulated applicants complete the whole journey through the API at once,
 * against two server processes on one PostgreSQL database behind a round-robin "load balancer" (each request to
 * the next server). Each applicant has its own address (`X-Forwarded-For` from a trusted loopback proxy), as they
 * would behind a real one. Afterwards the database must hold every application exactly once, submitted, each
 * with its own Application ID.
 */
export async function benchLoad(log: (line: string) => void = console.log): Promise<LoadResult> {
  const applicants = Number(process.env.LOAD_APPLICANTS ?? 200);
  const database = await loadDatabase();
  const mail = await startMailCatcher();
  const workDir = mkdtempSync(join(tmpdir(), 'load-'));
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('base64'),
    UPLOADS_DIR: join(workDir, 'uploads'),
    SMTP_URL: mail.url,
    PUBLIC_URL,
    TRUST_PROXY: 'loopback',
  };
  const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  try {
    const certificate = await certificatePdf();
    log(`[load] ${applicants} applicants at once on ${servers.length} servers`);
    const started = performance.now();
    const results: JourneyResult[] = await Promise.all(
      Array.from({ length: applicants }, (_, index) =>
        applicantJourney({
          servers: servers.map((server) => server.url),
          mail,
          publicUrl: PUBLIC_URL,
          clientAddress: `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 7)}`,
          index,
          certificate: index % 4 === 0 ? certificate : undefined,
        }).catch((error: Error) => ({ email: `applicant ${index}`, errors: [error.message], steps: [] })),
      ),
    );
    const seconds = (performance.now() - started) / 1000;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as submitted, count(distinct s.application_number)::int as distinct_ids,
              (select count(*)::int from credit_applications) as applications,
              (select count(*)::int
                 from (select user_id from credit_applications group by user_id having count(*) > 1) twice
              ) as duplicated
         from submissions s join credit_applications c on c.id = s.application_id and c.status = 'SUBMITTED'`,
    );
    await client.end();
    const [{ submitted, distinct_ids: distinctIds, applications, duplicated }] = rows;

    const errors = results.flatMap((result) => result.errors.map((error) => `${result.email}: ${error}`));
    if (process.env.LOAD_DEBUG) for (const server of servers) log(server.output().slice(0, 20000));
    if (applications !== applicants) errors.push(`${applications} applications stored for ${applicants} applicants`);
    if (duplicated) errors.push(`${duplicated} users have more than one application`);
    const timings = new Map<string, number[]>();
    for (const { step, ms } of results.flatMap((result) => result.steps))
      timings.set(step, [...(timings.get(step) ?? []), ms]);
    const requests = [...timings.values()].reduce((sum, list) => sum + list.length, 0);
    return {
      applicants,
      servers: servers.length,
      seconds: Math.round(seconds * 10) / 10,
      requests,
      requestsPerSecond: Math.round(requests / seconds),
      errors: errors.length,
      submitted,
      distinctIds,
      steps: Object.fromEntries(
        [...timings].map(([step, list]) => [step, { p50: percentile(list, 50), p99: percentile(list, 99) }]),
      ),
      firstErrors: errors.slice(0, 10),
    };
  } finally {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await mail.close();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchLoad();
  console.log(
    `\nLoad: ${result.applicants} applicants, whole journey at once, ${result.servers} servers on one PostgreSQL ` +
      `database`,
  );
  console.log(
    `${result.seconds} s, ${result.requests} requests (${result.requestsPerSecond}/s), ${result.errors} errors, ` +
      `${result.submitted} applications submitted with ${result.distinctIds} distinct IDs`,
  );
  console.log(`${'step'.padEnd(20)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const [step, { p50, p99 }] of Object.entries(result.steps))
    console.log(`${step.padEnd(20)} ${String(p50).padStart(8)} ${String(p99).padStart(8)}`);
  for (const error of result.firstErrors) console.log(`  error: ${error}`);
  console.log(JSON.stringify({ load: result }));
  if (result.errors > 0 || result.submitted !== result.applicants || result.distinctIds !== result.applicants)
    process.exitCode = 1;
}
