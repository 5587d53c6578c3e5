import { join } from 'node:path';
import { BRAND_FILE, LOCALES_DIR, SCHEMAS_DIR } from '../form-files.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { cachedStartupErrors } from './startup-cache.ts';

/**
 * The forms, texts and brand that passed the check, by hash, where tools keep their caches: a reinstall forgets
 * them, and the first start after it checks again.
 */
const STARTUP_CHECK_CACHE = join(PROJECT_ROOT, 'node_modules/.cache/form-lint/startup-check.json');

/** Whether this process has checked already: `npm start` checks before its build, then imports the server. */
let checked = false;

/**
 * Stops the process with the lint's own words when the forms, texts or brand it is about to load have an error:
 * one line per mistake with file, place and fix, never a stack trace. `npm run lint:schemas` reports the same.
 * Files that passed before, unchanged and under the same checker (`src/shared`, the locked library versions), are
 * not checked again, so a restart with unchanged forms does not wait for every form to compile, nor for the
 * checker's own code (its rules, ajv in strict mode) to load: it is imported only when the files changed.
 */
export async function exitOnContentErrors(): Promise<void> {
  if (checked) return;
  checked = true;
  const folders = { schemasDir: SCHEMAS_DIR, localesDir: LOCALES_DIR };
  const files = {
    ...folders,
    brandFile: BRAND_FILE,
    checker: [join(PROJECT_ROOT, 'src/shared'), join(PROJECT_ROOT, 'package-lock.json')],
  };
  const { errors } = await cachedStartupErrors(files, STARTUP_CHECK_CACHE, async () => {
    const { startupErrors } = await import('./index.ts');
    return startupErrors(folders);
  });
  if (errors.length === 0) return;
  const { formatFinding, sortFindings } = await import('./report.ts');
  console.error('The server cannot start: the forms or texts have mistakes (npm run lint:schemas lists the same).');
  for (const finding of sortFindings(errors)) console.error(formatFinding(finding));
  process.exit(1);
}
