/**
 * What `npm start` runs, built into dist/server/launch.js (scripts/start.mjs): builds the browser client when it is
 * missing or older than its sources, then starts the one Node process that serves the app and the API
 * (src/server/main.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exitOnContentErrors } from '../src/shared/form-lint/startup-gate.ts';
import { PROJECT_ROOT as root } from '../src/shared/project-root.ts';

const builtPage = join(root, 'dist/client/index.html');
const SOURCES = [
  'src/app',
  'src/engine',
  'src/shared',
  'src/widgets',
  'schemas',
  'locales',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

// A mistake in the forms or texts is named in the lint's words before the build would stop on it with a stack trace.
// Forms that passed unchanged are not checked again (src/shared/form-lint/startup-cache.ts).
await exitOnContentErrors();
const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
if (SOURCES.some((source) => newestChange(join(root, source)) > builtAt)) {
  console.log('Building the client…');
  // Loaded only to build: importing vite costs most of a second, and a start with a current build never needs it.
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
await import('../src/server/main.ts');
