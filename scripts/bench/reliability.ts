import { benchFuzz } from './fuzz.ts';
import { figure, verdictOf, type Figure } from './lib/figures.ts';
import { benchLoad } from './load.ts';
import { round } from './lib/stats.ts';

/**
 * The 50,000-case schema-driven fuzzing of scripts/bench/fuzz.ts, one figure per database: valid bodies get a 2xx,
 * invalid ones a 4xx naming a field, never a 5xx, and nothing changes after a 4xx.
 */
export async function fuzzSuite(): Promise<Figure[]> {
  return (await benchFuzz()).map((result) =>
    figure({
      name: `Schema-driven fuzzing, ${result.database}, ${Object.keys(result.endpoints).length} endpoints`,
      value: result.cases,
      unit: 'cases',
      target: 'no failure',
      verdict: verdictOf(result.failures === 0),
      note:
        `${result.failures} failed, ${round(result.seconds, 0)} s (${result.casesPerSecond}/s), ` +
        `FUZZ_SEED=${result.seed}`,
    }),
  );
}

/**
 * The load test of scripts/bench/load.ts: applicants completing the whole journey at once across two server
 * processes on one PostgreSQL database, with zero errors and every application stored once; then each step's latency.
 */
export async function loadSuite(): Promise<Figure[]> {
  const result = await benchLoad();
  const storedOnce = result.submitted === result.applicants && result.distinctIds === result.applicants;
  return [
    figure({
      name: `${result.applicants} applicants, whole journey at once, ${result.servers} servers, one PostgreSQL`,
      value: result.errors,
      unit: 'errors',
      target: '0 errors, each application stored once',
      verdict: verdictOf(result.errors === 0, storedOnce),
      note: [
        `${result.submitted} submitted, ${result.distinctIds} distinct IDs, ${result.requests} requests in ` +
          `${result.seconds} s`,
        ...result.firstErrors.slice(0, 3),
      ].join('; '),
    }),
    ...Object.entries(result.steps).map(([step, { p50, p99 }]) =>
      figure({ name: `Load test step ${step}, p99`, value: p99, unit: 'ms', note: `p50 ${p50} ms` }),
    ),
  ];
}
