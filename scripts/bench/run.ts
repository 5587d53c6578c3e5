import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleSuite } from './bundle.ts';
import { SUITES, type Figure, type SuiteName } from './lib/figures.ts';
import { BenchContext } from './lib/context.ts';
import {
  describeMachine,
  markdownTable,
  readResults,
  textTable,
  writeResults,
  type SuiteResult,
} from './lib/report.ts';
import { ROOT } from './lib/server-process.ts';
import { pageSuite } from './page.ts';
import { fuzzSuite, loadSuite } from './reliability.ts';
import { serverSuite } from './server.ts';
import { staffSuite } from './staff.ts';
import { typingSuite } from './typing.ts';

const RESULTS_FILE = resolve(ROOT, 'bench/results.json');

const SUITE_RUNNERS: Record<SuiteName, { title: string; run(bench: BenchContext): Promise<Figure[]> }> = {
  bundle: { title: 'Bundle: JavaScript a page loads', run: bundleSuite },
  typing: { title: 'Typing: key press to next frame', run: typingSuite },
  server: { title: 'Server: autocannon on loopback, 50 connections, 10 s per figure', run: serverSuite },
  staff: { title: "Credit department's queue: first page, 10 connections, 10 s per figure", run: staffSuite },
  page: { title: 'Page: Largest Contentful Paint from a cold load, loopback', run: pageSuite },
  fuzz: { title: 'Fuzzing: generated and mutated bodies for every endpoint', run: fuzzSuite },
  load: { title: 'Load: whole journeys at once across two servers', run: loadSuite },
};

const USAGE = `npm run bench [-- --only ${SUITES.join(',')}] [-- --markdown]
  --only      run these suites only; bench/results.json keeps the others' last figures
  --markdown  print bench/results.json as the README's tables, without running anything`;

function selectedSuites(only: string | undefined): SuiteName[] {
  if (!only) return [...SUITES];
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length || !names.length)
    throw new Error(`unknown suite ${unknown.join(', ') || '(none)'}; choose from ${SUITES.join(', ')}\n${USAGE}`);
  return SUITES.filter((suite) => names.includes(suite));
}

/**
 * `npm run bench`: measures the product against the performance targets, prints every figure beside its
 * target and baseline, runs the reliability checks too long for `npm test`, and writes `bench/results.json`.
 * Benchmarks never run in `npm test`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, markdown: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (values.markdown) {
    const { suites } = readResults(RESULTS_FILE);
    for (const name of SUITES)
      if (suites[name]) console.log(`\n${SUITE_RUNNERS[name].title}\n\n${markdownTable(suites[name].figures)}`);
    return;
  }
  const suites = selectedSuites(values.only);
  const bench = new BenchContext();
  const failed: SuiteName[] = [];
  try {
    for (const name of suites) {
      const started = Date.now();
      console.log(`[bench] ${name}…`);
      try {
        const figures = await SUITE_RUNNERS[name].run(bench);
        const result: SuiteResult = {
          ranAt: new Date().toISOString(),
          machine: describeMachine(bench.chromiumVersion()),
          figures,
        };
        // Written after each suite: a later suite that fails keeps what the earlier ones measured.
        writeResults(RESULTS_FILE, { [name]: result });
        console.log(
          textTable(`${SUITE_RUNNERS[name].title} (${Math.round((Date.now() - started) / 1000)} s)`, figures),
        );
      } catch (error) {
        failed.push(name);
        console.error(`[bench] ${name} failed:`, error);
      }
    }
  } finally {
    await bench.close();
  }
  console.log(
    `\n[bench] ${RESULTS_FILE}: ${suites.filter((name) => !failed.includes(name)).join(', ') || 'nothing'} updated`,
  );
  if (failed.length) process.exitCode = 1;
}

await main();
