import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResults, type Results } from '../../scripts/bench/lib/report.ts';
import { FIGURES_END, FIGURES_START, withFigures } from '../../scripts/lib/docs/performance-tables.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const guide = readFileSync(join(ROOT, 'docs/performance.md'), 'utf8');
const results = readResults(join(ROOT, 'bench/results.json'));

describe('npm run docs:performance', () => {
  it('the committed figures in docs/performance.md are those of bench/results.json', () => {
    // Fails after `npm run bench` until `npm run docs:performance` has rewritten the guide and both are committed.
    expect(guide).toBe(withFigures(guide, results));
  });

  it('writes every suite with its run and machine, and each figure with its target and result', () => {
    const bundle = results.suites.bundle!;
    const changed: Results = {
      ...results,
      suites: {
        ...results.suites,
        bundle: {
          ...bundle,
          // A run of its own time, so that the heading below does not depend on when the bench last ran.
          ranAt: '2026-11-24T10:15:49.391Z',
          figures: [{ ...bundle.figures[0], value: 171.2, verdict: 'missed', note: 'over' }],
        },
      },
    };
    const written = withFigures(guide, changed);
    expect(written).not.toBe(guide);
    expect(written).toContain('| JS loaded by /login (gzip) | 171.2 KB | ≤ 165 KB |');
    expect(written).toContain('| MISSED: over |');
    expect(written).toContain('### Bundle: JavaScript a page loads\n\nMeasured 2026-11-24 10:15 UTC on 2 × AMD EPYC');
    expect(written.startsWith(guide.slice(0, guide.indexOf(FIGURES_START)))).toBe(true);
    expect(written.endsWith(guide.slice(guide.indexOf(FIGURES_END)))).toBe(true);
  });

  it('refuses a guide that lost its markers instead of writing the tables somewhere else', () => {
    expect(() => withFigures(guide.replace(FIGURES_END, ''), results)).toThrow(/must hold the lines/);
  });
});
