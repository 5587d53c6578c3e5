/**
 * Writes the table of current figures in docs/performance.md from `bench/results.json`, so the guide says what the
 * bench last measured and nobody copies numbers by hand. Only the text between the figure markers is replaced.
 *
 *   npm run docs:performance              rewrites the tables
 *   npm run docs:performance -- --check   exits with 1 when they are not what bench/results.json gives
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readResults } from './bench/lib/report.ts';
import { withFigures } from './lib/docs/performance-tables.ts';

const ROOT = resolve(import.meta.dirname, '..');
const GUIDE = resolve(ROOT, 'docs/performance.md');

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const current = readFileSync(GUIDE, 'utf8');
const generated = withFigures(current, readResults(resolve(ROOT, 'bench/results.json')));

if (values.check) {
  if (generated !== current) {
    console.error(
      'The figures in docs/performance.md are not those of bench/results.json: run `npm run docs:performance` and ' +
        'commit the result.',
    );
    process.exit(1);
  }
  console.log('The figures in docs/performance.md are up to date.');
} else {
  writeFileSync(GUIDE, generated);
  console.log(`Wrote the figures of bench/results.json into ${GUIDE}.`);
}
