import { expect, it } from 'vitest';
import { lintEditedFiles } from './lint-run.ts';
import type { Mistake } from './lint-mistake.ts';

/** Rules whose findings may be about a whole file (one that is missing, or not the object it must be). */
const WHOLE_FILE_RULES = ['form-files', 'content-files', 'wizard', 'locale-parity', 'error-keys'];

/**
 * A test per mistake of `table`: the lint, run in memory on the real files with the mistake made, prints the expected
 * line and exits as expected.
 */
export function itReportsEachMistake(table: Mistake[]): void {
  it.each(table)('reports it when $name', ({ make, at, says, code = 1, alsoIn = [] }) => {
    const { code: exitCode, output, startup, findings, added, touched } = lintEditedFiles(make);
    // Every finding, not only the expected one, names its file, its place and the fix.
    for (const finding of findings) {
      expect([finding.file, finding.message, finding.fix].every(Boolean), output).toBe(true);
      expect(finding.where !== '' || WHOLE_FILE_RULES.includes(finding.rule), output).toBe(true);
    }
    // No cascade: what the mistake adds is in the files it changed, or where the expected line says to fix it.
    const named = [at.split(/ at |: /)[0], ...alsoIn];
    for (const finding of added)
      expect(
        touched.some((file) => finding.file === file || finding.file.startsWith(`${file}/`)) ||
          named.includes(finding.file),
        `${finding.line}\nis about a file the mistake did not change (${touched.join(', ')})`,
      ).toBe(true);
    const line = output.split('\n').find((text) => text.startsWith(at));
    expect(line, output).toBeDefined();
    for (const text of says) expect(line).toContain(text);
    expect(exitCode, output).toBe(code);
    // The server's start-up check is part of the lint: it never stops on a tree the lint passed.
    expect(startup).toEqual([]);
  });
}
