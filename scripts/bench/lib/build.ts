import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from './server-process.ts';

const BASELINE_DIR = resolve(import.meta.dirname, '../baseline');

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
 * Builds one baseline page of scripts/bench/baseline (`plain.html`, `live.html`) for production with Vite's
 * defaults, as a project using RJSF out of the box would; `define` hands it build-time constants.
 */
export async function buildBaselinePage(
  page: string,
  outDir: string,
  define: Record<string, unknown> = {},
): Promise<void> {
  await build({
    configFile: false,
    root: BASELINE_DIR,
    // Vite would warn that RJSF's chunk is large: that is the point of the baseline.
    logLevel: 'error',
    plugins: [react()],
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    build: { outDir, emptyOutDir: true, rollupOptions: { input: resolve(BASELINE_DIR, page) } },
  });
}
