import { join } from 'node:path';
import { LOCALES_DIR, SCHEMAS_DIR } from '../form-files.ts';
import { startupErrors } from './index.ts';
import { BRAND_FILE } from './load-context.ts';
import { formatFinding, sortFindings } from './report.ts';
import { cachedStartupErrors } from './startup-cache.ts';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * The forms, texts and brand that passed the check, by hash, where tools keep their caches: a reinstall forgets
 * them, and the first start after it checks again.
 */
const STARTUP_CHECK_CACHE = join(ROOT, 'node_modules/.cache/form-lint/startup-check.json');

/** Whether this process has checked already: `npm start` checks before its build, then imports the server. */
let checked = false;

/**
 * Stops the process with the lint's own words when the forms, texts or brand it is about to load have an error:
 * one line per mistake with file, place and fix, never a stack trace. `npm run lint:schemas` reports the same.
 * Files that passed before, unchanged and under the same checker (`src/shared`, the locked library versions), are
 * not checked again, so a restart with unchanged forms does not wait for every form to compile.
 */
export function exitOnContentErrors(): void {
  if (checked) return;
  checked = true;
  const folders = { schemasDir: SCHEMAS_DIR, localesDir: LOCALES_DIR };
  const { errors } = cachedStartupErrors(
    { ...folders, brandFile: BRAND_FILE, checker: [join(ROOT, 'src/shared'), join(ROOT, 'package-lock.json')] },
    STARTUP_CHECK_CACHE,
    () => startupErrors(folders),
  );
  if (errors.length === 0) return;
  console.error('The server cannot start: the forms or texts have mistakes (npm run lint:schemas lists the same).');
  for (const finding of sortFindings(errors)) console.error(formatFinding(finding));
  process.exit(1);
}
