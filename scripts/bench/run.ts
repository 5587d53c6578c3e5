import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleSuite } from './bundle.ts';
import { SUITES, SUITE_TITLES, type Figure, type SuiteName } from './lib/figures.ts';
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
import { lighthouseSuite } from './lighthouse.ts';
import { pageSuite } from './page.ts';
import { fuzzSuite, loadSuite } from './reliability.ts';
import { serverSuite } from './server.ts';
import { staffSuite } from './staff.ts';
import { startupSuite } from './startup.ts';
import { typingSuite } from './typing.ts';

const RESULTS_FILE = resolve(ROOT, 'bench/results.json');

const SUITE_RUNNERS: Record<SuiteName, (bench: BenchContext) => Promise<Figure[]>> = {
  bundle: bundleSuite,
  lighthouse: lighthouseSuite,
  typing: typingSuite,
  server: serverSuite,
  staff: staffSuite,
  page: pageSuite,
  startup: startupSuite,
  fuzz: fuzzSuite,
  load: loadSuite,
};

const USAGE = `npm run bench [-- --only ${SUITES.join(',')}] [-- --markdown]
  --only      run these suites only; bench/results.json keeps the others' last figures
  --markdown  print bench/results.json as Markdown tables, without running anything
              (npm run docs:performance writes them into docs/performance.md)`;

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
      if (suites[name]) console.log(`\n${SUITE_TITLES[name]}\n\n${markdownTable(suites[name].figures)}`);
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
        const figures = await SUITE_RUNNERS[name](bench);
        const result: SuiteResult = {
          ranAt: new Date().toISOString(),
          machine: describeMachine(bench.chromiumVersion()),
          figures,
        };
        // Written after each suite: a later suite that fails keeps what the earlier ones measured.
        writeResults(RESULTS_FILE, { [name]: result });
        console.log(textTable(`${SUITE_TITLES[name]} (${Math.round((Date.now() - started) / 1000)} s)`, figures));
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
