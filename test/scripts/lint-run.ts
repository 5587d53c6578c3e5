import type { JsonEdit } from '../helpers/json-edit.ts';
import type { ScriptRun } from '../helpers/run-script.ts';
import { join, relative, resolve, sep } from 'node:path';
import { formatFinding, sortFindings, summaryLine } from '../../src/shared/form-lint/report.ts';
import { lintProject } from '../../scripts/lib/lint/index.ts';
import { startupErrors } from '../../src/shared/form-lint/index.ts';
import type { Finding } from '../../src/shared/form-lint/types.ts';
import { diskWorkspace, memoryWorkspace } from '../../src/shared/form-lint/workspace.ts';

/** The repository root, where `schemas/`, `locales/` and the scripts live. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** A lint run on edited files; when the lint passed them, the errors the server's start-up check finds (none). */
export interface EditedRun extends ScriptRun {
  startup: string[];
  /** What the lint found, as found (the output prints them). */
  findings: Finding[];
  /** The findings the real files do not have, each printed as the output prints it, with its file. */
  added: { file: string; line: string }[];
  /** The files the mistake changed or removed, relative to the repository (`schemas/wizard.json`). */
  touched: string[];
}

/** Edits of the project's files, by path relative to the repository (`schemas/wizard.json`). */
export interface FileEditor {
  /** Parses the file, lets `edit` change it in place (any shape: a mistake may break it), writes it back. */
  json(file: string, edit: JsonEdit): void;
  /** Replaces the file's text, for mistakes that are not valid JSON. */
  text(file: string, text: string): void;
  /** The file's text as it is now. */
  read(file: string): string;
  /** Deletes a file or folder. */
  remove(file: string): void;
}

/** What the lint reads, where the command finds it. */
const FOLDERS = {
  schemasDir: join(ROOT, 'schemas'),
  localesDir: join(ROOT, 'locales'),
  brandFile: join(ROOT, 'src/shared/brand.json'),
};
const SOURCE_DIR = join(ROOT, 'src');

/** The files below each folder of `paths`, and each path that is a file, read from disk into memory by path. */
export function readIntoMemory(paths: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const path of paths) {
    const inside = diskWorkspace.list(path);
    const text = inside.length ? undefined : diskWorkspace.read(path);
    if (text !== undefined) files.set(path, text);
    for (const file of inside) files.set(join(path, file), diskWorkspace.read(join(path, file))!);
  }
  return files;
}

/** The real files the lint reads, read once per test file: each mistake is made on its own copy of this map. */
let realFiles: Map<string, string> | undefined;
/** What the lint prints for the real files, once per test file: a mistake's own findings are the others. */
let realLines: Set<string> | undefined;

/** An editor of `files`, which fails the test on a file that is not there, as a read of a missing file would. */
function editorOf(files: Map<string, string>): FileEditor {
  const read = (file: string) => {
    const text = files.get(join(ROOT, file));
    if (text === undefined) throw new Error(`${file} is not one of the files the lint reads`);
    return text;
  };
  return {
    json(file, edit) {
      const data = JSON.parse(read(file));
      edit(data);
      files.set(join(ROOT, file), `${JSON.stringify(data, null, 2)}\n`);
    },
    text: (file, text) => void files.set(join(ROOT, file), text),
    read,
    remove(file) {
      const path = join(ROOT, file);
      for (const key of [...files.keys()]) if (key === path || key.startsWith(path + sep)) files.delete(key);
    },
  };
}

/**
 * Applies `mistake` to the real `schemas/`, `locales/` and brand file held in memory, and lints them in this
 * process as the CLI does (one line per finding, exit code 1 on errors). The paths are the real ones, so messages
 * name files exactly as for the real tree; nothing on disk changes.
 */
export function lintEditedFiles(mistake: (editor: FileEditor) => void): EditedRun {
  realFiles ??= readIntoMemory([FOLDERS.schemasDir, FOLDERS.localesDir, FOLDERS.brandFile, SOURCE_DIR]);
  const lint = (files: Map<string, string>) => {
    const folders = { ...FOLDERS, workspace: memoryWorkspace(files) };
    return { folders, ...lintProject({ ...folders, sourceDirs: [SOURCE_DIR] }) };
  };
  realLines ??= new Set(lint(realFiles).findings.map(formatFinding));
  const files = new Map(realFiles);
  mistake(editorOf(files));
  const { folders, findings, fileCount } = lint(files);
  const added = findings
    .map((finding) => ({ file: finding.file, line: formatFinding(finding) }))
    .filter(({ line }) => !realLines!.has(line));
  const touched = [...new Set([...realFiles.keys(), ...files.keys()])]
    .filter((path) => files.get(path) !== realFiles!.get(path))
    .map((path) => relative(ROOT, path).split(sep).join('/'));
  const lines = [...sortFindings(findings).map(formatFinding), summaryLine(findings, fileCount)];
  const code = findings.some((finding) => finding.severity === 'error') ? 1 : 0;
  // Where the lint refuses, start-up may word a refusal its own way; where it passes, start-up must pass too.
  const startup = code ? [] : startupErrors(folders).map(formatFinding);
  return { code, output: lines.join('\n'), startup, findings, added, touched };
}
