import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { Figure, SuiteName } from './figures.ts';

/** The machine a suite ran on: figures only compare with figures from the same kind of machine. */
export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  /** The 1-minute load average when the suite ended: above the number of CPUs, other work shared the machine. */
  loadAverage: number;
  /** Set by the suites that drive Chromium. */
  chromium?: string;
}

export interface SuiteResult {
  ranAt: string;
  machine: Machine;
  figures: Figure[];
}

/** `bench/results.json`: the latest run of each suite (`--only` replaces the suites it ran and keeps the others). */
export interface Results {
  command: 'npm run bench';
  suites: Partial<Record<SuiteName, SuiteResult>>;
}

export function describeMachine(chromium?: string): Machine {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    ...(chromium ? { chromium } : {}),
  };
}

export function readResults(file: string): Results {
  if (!existsSync(file)) return { command: 'npm run bench', suites: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Results;
}

/** Writes `results` with the suites of this run replacing their earlier entries. */
export function writeResults(file: string, ran: Partial<Record<SuiteName, SuiteResult>>): Results {
  const previous = readResults(file);
  const results: Results = { command: 'npm run bench', suites: { ...previous.suites, ...ran } };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

const COLUMNS = ['Figure', 'Measured', 'Target', 'Baseline / ceiling', 'Ratio', 'Result'] as const;

function cells(figure: Figure): string[] {
  const result = figure.verdict === 'missed' ? 'MISSED' : figure.verdict;
  return [
    figure.name,
    `${figure.value} ${figure.unit}`.trimEnd(),
    figure.target || '—',
    figure.baseline || '—',
    figure.ratio || '—',
    [result, figure.note].filter(Boolean).join(': '),
  ];
}

/** The figures of one suite as an aligned plain-text table, for the terminal. */
export function textTable(title: string, figures: Figure[]): string {
  const rows = [COLUMNS as readonly string[], ...figures.map(cells)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [`\n${title}`, line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The same figures as a Markdown table, for docs/performance.md (`npm run docs:performance`). */
export function markdownTable(figures: Figure[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const rows = [COLUMNS as readonly string[], COLUMNS.map(() => '---'), ...figures.map(cells)];
  return rows.map((row) => `| ${row.map(escape).join(' | ')} |`).join('\n');
}
