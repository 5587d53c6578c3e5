import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../scripts/lib/server-harness/databases.ts';
import { seedFromEnvironment } from '../../../scripts/lib/fuzz/random.ts';
import { describeFailures, runFuzz } from '../../../scripts/lib/fuzz/run-fuzz.ts';

/**
 * A few thousand cases in `npm test` (PostgreSQL, slower per request, runs half as many); `npm run bench` runs
 * 50,000 (scripts/bench/fuzz.ts). `FUZZ_CASES` sets the number, `FUZZ_SEED` replays a run.
 */
const CASES: Record<string, number> = { sqlite: 1500, postgres: 1000 };
const seed = seedFromEnvironment();
const casesOn = (database: string) => Number(process.env.FUZZ_CASES ?? CASES[database]);

describe.each(testDatabaseKinds())('schema-driven fuzzing of every endpoint that takes data, on $name', (kind) => {
  it(
    `answers ${casesOn(kind.name)} generated and spoiled requests as the schemas say, never with a 5xx, and refusals ` +
      `store nothing (FUZZ_SEED=${seed})`,
    { timeout: 240_000 },
    async () => {
      const database = await kind.create();
      try {
        const report = await runFuzz({ databaseUrl: database.url, seed, cases: casesOn(kind.name) });
        expect(report.failures, describeFailures(report)).toEqual([]);
        // Every endpoint that takes data was reached, with valid data and with spoiled data.
        expect(Object.keys(report.endpoints)).toHaveLength(16);
        for (const [endpoint, tally] of Object.entries(report.endpoints)) {
          expect(tally.untouched, `${endpoint} got valid data`).toBeGreaterThan(0);
          expect(tally.spoiled, `${endpoint} got spoiled data`).toBeGreaterThan(0);
          expect(tally.statuses, `${endpoint} answered a success`).toSatisfy((statuses: Record<string, number>) =>
            Object.keys(statuses).some((status) => status.startsWith('2')),
          );
        }
      } finally {
        await database.drop();
      }
    },
  );
});
