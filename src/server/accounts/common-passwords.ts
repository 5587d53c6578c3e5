import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../shared/project-root.ts';

const LIST_FILE = join(PROJECT_ROOT, 'src/server/accounts/common-passwords.txt');

let list: ReadonlySet<string> | undefined;

/** The shipped list, read once: one lower-case password per line, `#` lines are notes. */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return list;
}

/**
 * Whether `password` is on the list of the most common passwords (letter case ignored), which attackers try
 * first: such a password passes the length and character rules yet is guessed in seconds.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
