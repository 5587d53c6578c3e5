/**
 * `npm run dev`: the API server restarted on every server change (tsx watch) behind Vite's dev server, which
 * hot-reloads the client, and reloads the page when a schema or locale file changes.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';

// tsx watches every module the server imports; schemas and locales are read from disk, so they are named here.
const api = spawn(
  resolve(root, 'node_modules/.bin/tsx'),
  ['watch', '--include', 'schemas/**/*.json', '--include', 'locales/**/*', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  },
);

const vite = await createServer({ configFile: resolve(root, 'vite.config.ts') });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
