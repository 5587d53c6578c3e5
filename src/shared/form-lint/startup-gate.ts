import { LOCALES_DIR, SCHEMAS_DIR } from '../form-files.ts';
import { startupErrors } from './index.ts';
import { formatFinding, sortFindings } from './report.ts';

/** Whether this process has checked already: `npm start` checks before its build, then imports the server. */
let checked = false;

/**
 * Stops the process with the lint's own words when the forms, texts or brand it is about to load have an error:
 * one line per mistake with file, place and fix, never a stack trace. `npm run lint:schemas` reports the same.
 */
export function exitOnContentErrors(): void {
  if (checked) return;
  checked = true;
  const errors = startupErrors({ schemasDir: SCHEMAS_DIR, localesDir: LOCALES_DIR });
  if (errors.length === 0) return;
  console.error('The server cannot start: the forms or texts have mistakes (npm run lint:schemas lists the same).');
  for (const finding of sortFindings(errors)) console.error(formatFinding(finding));
  process.exit(1);
}
