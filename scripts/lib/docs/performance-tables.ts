import { SUITES, SUITE_TITLES } from '../../bench/lib/figures.ts';
import { markdownTable, type Machine, type Results } from '../../bench/lib/report.ts';

/** The lines of docs/performance.md between which the generated tables go; everything else is written by hand. */
export const FIGURES_START = '<!-- figures:start (generated from bench/results.json by npm run docs:performance) -->';
export const FIGURES_END = '<!-- figures:end -->';

/** "2026-11-24 10:15 UTC on 2 × AMD EPYC, load average 1.9, Node v20.20.2, Chromium 156.0.8078.79". */
function whenAndWhere(ranAt: string, machine: Machine): string {
  const when = `${ranAt.slice(0, 10)} ${ranAt.slice(11, 16)} UTC`;
  const chromium = machine.chromium ? `, Chromium ${machine.chromium}` : '';
  return (
    `${when} on ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAverage}, ` +
    `Node ${machine.node}${chromium}`
  );
}

/**
 * Every suite of `results` in the bench's order: its title, when and on what machine it ran (figures compare only
 * with figures from the same kind of machine, on a machine as idle), and its figures as the bench prints them.
 */
function renderFigures(results: Results): string {
  return SUITES.flatMap((name) => {
    const suite = results.suites[name];
    if (!suite) return [];
    return [
      `### ${SUITE_TITLES[name]}`,
      `Measured ${whenAndWhere(suite.ranAt, suite.machine)}.`,
      markdownTable(suite.figures),
    ];
  }).join('\n\n');
}

/** `document` with the text between its figure markers replaced by the tables of `results`. */
export function withFigures(document: string, results: Results): string {
  const start = document.indexOf(FIGURES_START);
  const end = document.indexOf(FIGURES_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/performance.md must hold the lines\n${FIGURES_START}\n${FIGURES_END}\nin this order`);
  }
  return `${document.slice(0, start + FIGURES_START.length)}\n\n${renderFigures(results)}\n\n${document.slice(end)}`;
}
