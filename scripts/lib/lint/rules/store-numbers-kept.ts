import { join } from 'node:path';
import { STORE_DIRECTORY_FILE, isStoreDirectory, storesOf } from '../../../../src/shared/store-directory.ts';
import type { LintContext, Rule } from '../types.ts';

/** The store directory as last committed, or undefined outside a git work tree or before its first commit. */
function committedDirectory(context: LintContext): unknown {
  const text = context.workspace.committed(join(context.schemasDir, STORE_DIRECTORY_FILE));
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Applications save a store's number, and the forms accept only the numbers the directory lists: a store removed
 * from it (or renumbered) would make every application saved with it fail to save again. Compares the directory
 * with its last commit, when the schemas folder is in a git work tree, and names each number that went missing.
 */
export const storeNumbersKept: Rule = {
  name: 'store-numbers-kept',
  run(context, { report, hasErrors }) {
    const file = context.schemaFiles.get(STORE_DIRECTORY_FILE);
    if (!file || !isStoreDirectory(file.data) || hasErrors(file.display)) return;
    const committed = committedDirectory(context);
    if (!isStoreDirectory(committed)) return;
    const now = new Set(storesOf(file.data).map((store) => store.number));
    for (const store of storesOf(committed).filter((before) => !now.has(before.number)))
      report({
        severity: 'error',
        file: file.display,
        where: 'stores',
        message:
          `store "${store.number}" (${store.name}) is no longer in the directory, so applications saved with it ` +
          'could not be saved again',
        fix: `Put store "${store.number}" back; to stop offering it, give it "closed": true`,
      });
  },
};
