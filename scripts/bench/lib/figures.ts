/**
 * What `npm run bench` runs, in order: the four parts of the "Performance targets" and the credit
 * department's queue (`staff`), the time `npm start` takes to answer (`startup`), then the reliability runs too long
 * for `npm test` (the 50,000-case fuzzing and the load test across two servers).
 */
export const SUITES = ['bundle', 'lighthouse', 'typing', 'server', 'staff', 'page', 'startup', 'fuzz', 'load'] as const;
export type SuiteName = (typeof SUITES)[number];

/** What each suite measures and how, as its table is titled in the terminal and in docs/performance.md. */
export const SUITE_TITLES: Record<SuiteName, string> = {
  bundle: 'Bundle: JavaScript a page loads',
  lighthouse: 'Lighthouse 13, mobile preset, medians of 3 cold runs',
  typing: 'Typing: key press to next frame',
  server: 'Server: autocannon on loopback, 50 connections, 10 s per figure',
  staff: "Credit department's queue: first page, 10 connections, 10 s per figure",
  page: 'Page: Largest Contentful Paint from a cold load, loopback',
  startup: 'Start-up: npm start to its health check, median of 5 starts',
  fuzz: 'Fuzzing: generated and mutated bodies for every endpoint',
  load: 'Load: whole journeys at once across two servers',
};

/** Whether a figure met its target; `reported` when the issue asks for the number only. */
export type Verdict = 'met' | 'missed' | 'reported';

/** One printed figure: what was measured, its target and baseline, and how they compare. */
export interface Figure {
  /** What was measured, e.g. `JS loaded by /login (gzip)`. */
  name: string;
  value: number;
  unit: string;
  /** The target in words (`≤ 180 KB`), empty when the figure is only reported. */
  target: string;
  /** The baseline measured in the same run, in words with its unit (`291.4 KB plain @rjsf/mui`), or empty. */
  baseline: string;
  /** How the figure compares with its baseline or ceiling, in words (`0.93× baseline`, `4.1× faster`). */
  ratio: string;
  verdict: Verdict;
  /** By how much a missed target was missed, or what else a reader needs (p50, error counts). */
  note: string;
}

/** A figure with defaults for the optional columns. */
export function figure(fields: Pick<Figure, 'name' | 'value' | 'unit'> & Partial<Figure>): Figure {
  return { target: '', baseline: '', ratio: '', verdict: 'reported', note: '', ...fields };
}

/** `met` or `missed` from a list of conditions that must all hold. */
export const verdictOf = (...conditions: boolean[]): Verdict => (conditions.every(Boolean) ? 'met' : 'missed');

/** "missed by 88.4 KB (49%)": how far `value` is past `limit`, for a figure that must stay at or below it. */
export function overBy(value: number, limit: number, unit: string): string {
  return `missed by ${(value - limit).toFixed(1)} ${unit} (${Math.round(((value - limit) / limit) * 100)}%)`;
}
