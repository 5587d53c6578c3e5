import type { Finding } from './types.ts';

/** One line per finding: file, place, severity, what is wrong, how to fix it, and the rule that found it. */
export function formatFinding(finding: Finding): string {
  const place = finding.where ? `${finding.file} at ${finding.where}` : finding.file;
  return `${place}: ${finding.severity}: ${finding.message}. ${finding.fix}. [${finding.rule}]`;
}

/** Findings grouped by file (in path order), errors before warnings within a file, otherwise as found. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const rank = (finding: Finding) => (finding.severity === 'error' ? 0 : 1);
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || rank(a) - rank(b));
}

/** The closing line: `Schema lint: 0 errors, 2 warnings in 39 files`. */
export function summaryLine(findings: readonly Finding[], fileCount: number): string {
  const count = (severity: Finding['severity']) => findings.filter((finding) => finding.severity === severity).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    `Schema lint: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')} in ` +
    `${plural(fileCount, 'file')}`
  );
}
