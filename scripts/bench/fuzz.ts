import { pathToFileURL } from 'node:url';
import { testDatabaseKinds } from '../lib/server-harness/databases.ts';
import { seedFromEnvironment } from '../lib/fuzz/random.ts';
import { describeFailures, runFuzz, type FuzzReport } from '../lib/fuzz/run-fuzz.ts';

/** What the 50,000-case run tells, per database: for `npm run bench` to print and keep. */
export interface FuzzBenchResult {
  database: string;
  seed: number;
  cases: number;
  failures: number;
  seconds: number;
  casesPerSecond: number;
  /** Cases per endpoint, and how many had valid data, invalid data, or another refusal expected. */
  endpoints: FuzzReport['endpoints'];
}

/**
 * The schema-driven fuzzing of `test/server/fuzz` at bench size: `FUZZ_CASES` cases (50,000 unless set) with
 * `FUZZ_SEED` (random unless set) on SQLite, and on PostgreSQL too when `TEST_DATABASE_URL` names a server. The
 * same generator, mutations and oracle as the thousand cases of `npm test`.
 */
export async function benchFuzz(log: (line: string) => void = console.log): Promise<FuzzBenchResult[]> {
  const cases = Number(process.env.FUZZ_CASES ?? 50_000);
  const seed = seedFromEnvironment();
  const results: FuzzBenchResult[] = [];
  for (const kind of testDatabaseKinds()) {
    log(`[fuzz] ${cases} cases on ${kind.name}, FUZZ_SEED=${seed}`);
    const database = await kind.create();
    try {
      const report = await runFuzz({
        databaseUrl: database.url,
        seed,
        cases,
        onProgress: (done) => done % 5000 === 0 && log(`[fuzz] ${kind.name}: ${done} cases`),
      });
      if (report.failures.length) log(describeFailures(report, 20));
      const seconds = report.durationMs / 1000;
      results.push({
        database: kind.name,
        seed,
        cases,
        failures: report.failures.length,
        seconds,
        casesPerSecond: Math.round(cases / seconds),
        endpoints: report.endpoints,
      });
    } finally {
      await database.drop();
    }
  }
  return results;
}

function printTable(results: FuzzBenchResult[]): void {
  for (const result of results) {
    console.log(
      `\nFuzzing on ${result.database}: ${result.cases} cases, ${result.failures} failed, ` +
        `${result.seconds.toFixed(0)} s (${result.casesPerSecond}/s), FUZZ_SEED=${result.seed}`,
    );
    console.log(
      `${'endpoint'.padEnd(46)} ${'cases'.padStart(6)} ${'valid'.padStart(6)} ${'invalid'.padStart(8)} ` +
        `${'refused'.padStart(8)}  statuses`,
    );
    for (const [endpoint, tally] of Object.entries(result.endpoints).sort(([a], [b]) => a.localeCompare(b))) {
      const statuses = Object.entries(tally.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `${endpoint.padEnd(46)} ${String(tally.cases).padStart(6)} ${String(tally.valid).padStart(6)} ` +
          `${String(tally.invalid).padStart(8)} ${String(tally.refused).padStart(8)}  ${statuses}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchFuzz();
  printTable(results);
  console.log(JSON.stringify({ fuzz: results.map(({ endpoints: _endpoints, ...summary }) => summary) }));
  if (results.some((result) => result.failures > 0)) process.exitCode = 1;
}
