import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { seedFromEnvironment } from '../../../scripts/lib/fuzz/random.ts';
import { describeFailures, runFuzz } from '../../../scripts/lib/fuzz/run-fuzz.ts';

/**
 * 600 cases in `npm test` (400 on SQLite, 200 on PostgreSQL): the first 34 send each of the 17 endpoints its valid
 * data untouched and then spoiled (run-fuzz.ts), so that every endpoint is reached both ways whatever the seed; the
 * rest pick by weight with a new seed each run, so that the suite's runs add up to a wide search at a small price
 * each. PostgreSQL runs fewer: what can differ there is how data is stored and read back, and the checks before the
 * database (schemas, parsers, cross-site token) are the same code as on SQLite. `npm run bench` runs 50,000
 * (scripts/bench/fuzz.ts). `FUZZ_CASES` sets the number, `FUZZ_SEED` replays a run.
 */
const CASES: Record<string, number> = { sqlite: 400, postgres: 200 };
const seed = seedFromEnvironment();
const casesOn = (database: string) => Number(process.env.FUZZ_CASES ?? CASES[database]);

/**
 * Schema-driven fuzzing on one test database. Each database has a file of its own (api-fuzz-*.test.ts), so that the
 * two runs, each many seconds of requests, go to different workers.
 */
export function describeFuzzing(database: 'sqlite' | 'postgres'): void {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === database);
  const skipped = kind ? '' : ' (skipped: set TEST_DATABASE_URL, e.g. from scripts/pg-throwaway.sh)';
  describe.skipIf(!kind)(`schema-driven fuzzing of every endpoint that takes data, on ${database}${skipped}`, () => {
    it(
      `answers ${casesOn(database)} generated and spoiled requests as the schemas say, never with a 5xx, and ` +
        `refusals store nothing (FUZZ_SEED=${seed})`,
      // A guard against a hang, not a speed limit: on a loaded machine with both databases fuzzed at once a run took
      // over four minutes.
      { timeout: 600_000 },
      async () => {
        const testDatabase = await kind!.create();
        try {
          const report = await runFuzz({ databaseUrl: testDatabase.url, seed, cases: casesOn(database) });
          expect(report.failures, describeFailures(report)).toEqual([]);
          // Every endpoint that takes data was reached, with valid data and with spoiled data.
          expect(Object.keys(report.endpoints)).toHaveLength(17);
          for (const [endpoint, tally] of Object.entries(report.endpoints)) {
            expect(tally.untouched, `${endpoint} got valid data`).toBeGreaterThan(0);
            expect(tally.spoiled, `${endpoint} got spoiled data`).toBeGreaterThan(0);
            expect(tally.statuses, `${endpoint} answered a success`).toSatisfy((statuses: Record<string, number>) =>
              Object.keys(statuses).some((status) => status.startsWith('2')),
            );
          }
        } finally {
          await testDatabase.drop();
        }
      },
    );
  });
}
