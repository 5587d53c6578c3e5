import type { JsonEdit } from '../helpers/json-edit.ts';
import type { ScriptRun } from '../helpers/run-script.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatFinding, sortFindings, summaryLine } from '../../src/shared/form-lint/report.ts';
import { lintProject } from '../../scripts/lib/lint/index.ts';
import { startupErrors } from '../../src/shared/form-lint/index.ts';
import type { Finding } from '../../src/shared/form-lint/types.ts';

/** The repository root, where `schemas/`, `locales/` and the scripts live. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** A lint run on a copy; when the lint passed it, the errors the server's start-up check finds on it (none). */
export interface CopyRun extends ScriptRun {
  startup: string[];
  /** What the lint found, as found (the output prints them). */
  findings: Finding[];
}

/** Edits of a copy of the project's files, by path relative to the copy (`schemas/wizard.json`). */
export interface CopyEditor {
  /** Parses the file, lets `edit` change it in place (any shape: a mistake may break it), writes it back. */
  json(file: string, edit: JsonEdit): void;
  /** Replaces the file's text, for mistakes that are not valid JSON. */
  text(file: string, text: string): void;
  /** The file's text as it is now. */
  read(file: string): string;
  /** Deletes a file or folder. */
  remove(file: string): void;
}

/**
 * Copies `schemas/`, `locales/` and the brand file to a temporary folder, applies `mistake`, lints the copy (in
 * this process, as the CLI does: one line per finding, exit code 1 on errors) and removes it. The folders keep
 * their names, so messages name files exactly as for the real tree.
 */
export function lintBrokenCopy(mistake: (editor: CopyEditor) => void): CopyRun {
  const dir = mkdtempSync(join(tmpdir(), 'lint-schemas-'));
  try {
    for (const folder of ['schemas', 'locales', 'src/shared/brand.json'])
      cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
    mistake({
      json(file, edit) {
        const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        edit(data);
        writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
      },
      text: (file, text) => writeFileSync(join(dir, file), text),
      read: (file) => readFileSync(join(dir, file), 'utf8'),
      remove: (file) => rmSync(join(dir, file), { recursive: true }),
    });
    const folders = {
      schemasDir: join(dir, 'schemas'),
      localesDir: join(dir, 'locales'),
      brandFile: join(dir, 'src/shared/brand.json'),
    };
    const { findings, fileCount } = lintProject({ ...folders, sourceDirs: [join(ROOT, 'src')] });
    const lines = [...sortFindings(findings).map(formatFinding), summaryLine(findings, fileCount)];
    const code = findings.some((finding) => finding.severity === 'error') ? 1 : 0;
    // Where the lint refuses, start-up may word a refusal its own way; where it passes, start-up must pass too.
    const startup = code ? [] : startupErrors(folders).map(formatFinding);
    return { code, output: lines.join('\n'), startup, findings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
