import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { ROOT } from './server-process.ts';

/**
 * Builds the product's client as `npm start` serves it into `outDir` (a temporary folder: `dist/client` stays as
 * it is for whoever runs the end-to-end tests meanwhile).
 */
export async function buildProductClient(outDir: string): Promise<void> {
  await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: resolve(ROOT, 'src/app'),
    logLevel: 'warn',
    // Which plugin took how long to build is not what the bench measures.
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
  });
}

/**
 * Fails the build when a module of the page comes from outside `root`: a peer with an install of its own (its own
 * React and MUI) must not quietly pick up the product's from the folders above it.
 */
function modulesFrom(root: string): Plugin {
  const inside = root + sep;
  return {
    name: 'bench-modules-from-peer-folder',
    generateBundle(_options, bundle) {
      const strays = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        // Vite's own helpers are virtual modules (`\0vite/…`), not files.
        .filter((id) => !id.startsWith('\0') && !id.startsWith(inside));
      if (strays.length) this.error(`modules from outside ${root}: ${strays.slice(0, 5).join(', ')}`);
    },
  };
}

/**
 * Builds the page `page` of a peer folder (scripts/bench/baseline, scripts/bench/peers/…) into `outDir` for
 * production with Vite's defaults, as a project using that stack out of the box would; `define` hands it build-time
 * constants. Pages built one by one into the same `outDir` keep each its own chunks, as separate projects would.
 * With `ownInstall`, every module must come from the folder's own node_modules.
 */
export async function buildPeerPage(
  root: string,
  page: string,
  outDir: string,
  { define = {}, ownInstall = false }: { define?: Record<string, unknown>; ownInstall?: boolean } = {},
): Promise<void> {
  await build({
    configFile: false,
    root,
    // Vite would warn that the form library's chunk is large: that is the point of a peer.
    logLevel: 'error',
    plugins: [react(), ...(ownInstall ? [modulesFrom(root)] : [])],
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    build: { outDir, emptyOutDir: false, rollupOptions: { input: resolve(root, page) } },
  });
}

/**
 * Installs a peer folder's own dependencies from its package-lock.json (`npm ci`) when its node_modules is missing:
 * the first run needs the network, later runs reuse the install.
 */
export async function installPeerFolder(root: string): Promise<void> {
  if (existsSync(join(root, 'node_modules'))) return;
  console.log(`[bench] npm ci in ${root} (its own dependencies, first run only)…`);
  await promisify(execFile)('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
}
