import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Finding } from './types.ts';
import { diskWorkspace, type Workspace } from './workspace.ts';

/** What the start-up check reads, and the code that judges it. */
export interface CheckedFiles {
  schemasDir: string;
  localesDir: string;
  brandFile: string;
  /**
   * Folders and files of the checker itself (its rules, the form model, the library versions): a tree that passed
   * an older check is checked again by a newer one.
   */
  checker: string[];
}

/** How many passing versions of the files are remembered: enough for a few servers of different versions. */
const REMEMBERED = 16;

/**
 * A hash of every file the start-up check reads and of the checker's own code: equal hashes, equal verdicts. Each
 * file counts with its path inside its folder, so a renamed file changes it too.
 */
export function contentHash(files: CheckedFiles, workspace: Workspace = diskWorkspace): string {
  const hash = createHash('sha256');
  for (const path of [files.schemasDir, files.localesDir, files.brandFile, ...files.checker]) {
    const inside = workspace.list(path);
    // A path that is no folder is a file of its own (the brand file, package-lock.json).
    for (const [name, file] of inside.length ? inside.map((name) => [name, join(path, name)]) : [['', path]]) {
      const text = workspace.read(file);
      if (text === undefined) continue;
      hash.update(`${path}\0${name}\0${text.length}\0`).update(text);
    }
  }
  return hash.digest('hex');
}

function rememberedHashes(cacheFile: string): string[] {
  try {
    const passed = (JSON.parse(readFileSync(cacheFile, 'utf8')) as { passed?: unknown }).passed;
    return Array.isArray(passed) ? passed.filter((hash) => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `hash` to the passing versions; written whole and renamed, so a server starting beside reads all or none. */
function remember(cacheFile: string, hash: string): void {
  try {
    const passed = [hash, ...rememberedHashes(cacheFile).filter((known) => known !== hash)].slice(0, REMEMBERED);
    mkdirSync(dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify({ passed }));
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only install only loses the shortcut: the next start checks again.
  }
}

/** The outcome of the start-up check: its errors, and whether they were known without running it. */
export interface StartupVerdict {
  errors: Finding[];
  cached: boolean;
}

/**
 * The start-up check's errors for `files`, run only when these exact files (and checker) have not passed before:
 * a start with unchanged forms skips the seconds of compiling every form. Only passes are remembered, so a tree
 * with mistakes is checked, and its mistakes printed, on every start. `check` may load the checker first: a start
 * whose files passed before never loads it.
 */
export async function cachedStartupErrors(
  files: CheckedFiles,
  cacheFile: string,
  check: () => Finding[] | Promise<Finding[]>,
  workspace: Workspace = diskWorkspace,
): Promise<StartupVerdict> {
  const hash = contentHash(files, workspace);
  if (rememberedHashes(cacheFile).includes(hash)) return { errors: [], cached: true };
  const errors = await check();
  if (errors.length === 0) remember(cacheFile, hash);
  return { errors, cached: false };
}
