import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/**
 * Where the lint reads the forms, texts, brand and code from. Every read of the lint goes through one of these, so
 * the same checks run on the folders on disk (the command, the server's start-up) and on files held in memory (the
 * tests, which make one mistake each on the real files without copying them).
 */
export interface Workspace {
  /** Every file below the folder `dir`, as paths relative to it with `/`, sorted; none when it does not exist. */
  list(dir: string): string[];
  /** The text of the file at `path`, or undefined when there is none. */
  read(path: string): string | undefined;
  /**
   * The text of the file at `path` as last committed, for the checks that compare with it; undefined when the file
   * is not in a git work tree, or was never committed.
   */
  committed(path: string): string | undefined;
}

/** The folders on disk, as the command and the server read them. */
export const diskWorkspace: Workspace = {
  list(dir) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
    return (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => statSync(join(dir, file)).isFile())
      .map((file) => file.split(sep).join('/'))
      .sort();
  },
  read: (path) => (existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined),
  committed(path) {
    try {
      return execFileSync('git', ['-C', dirname(path), 'show', `HEAD:./${basename(path)}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return undefined;
    }
  },
};

/**
 * Files held in memory, by path (as `node:path` joins them: the same paths the lint is given for the disk). An
 * in-memory tree has no history, so nothing is committed in it.
 */
export function memoryWorkspace(files: ReadonlyMap<string, string>): Workspace {
  return {
    list(dir) {
      const prefix = dir.endsWith(sep) ? dir : dir + sep;
      return [...files.keys()]
        .filter((path) => path.startsWith(prefix))
        .map((path) => path.slice(prefix.length).split(sep).join('/'))
        .sort();
    },
    read: (path) => files.get(path),
    committed: () => undefined,
  };
}
