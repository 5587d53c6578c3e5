import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { formsPlugin } from './scripts/vite-plugin-forms.ts';
import { localRefsPlugin } from './scripts/vite-plugin-local-refs.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { sideEffectFreePlugin } from './scripts/vite-plugin-side-effect-free.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const projectRoot = import.meta.dirname;
/** Browser test files: each starts the whole product and Chromium, and mostly waits on one or the other. */
const BROWSER_TESTS = ['test/e2e/**/*.test.ts'];
/** Test files that run alone, after all others: the server under attack or load, or held to a time budget. */
const SEQUENTIAL_TESTS = [
  'test/server/reliability/**/*.test.ts',
  // Its vendor stub answers within the provider's time budget only when nothing else competes for the cores.
  'test/server/identity/trustev-provider.test.ts',
];

const formView = resolve(projectRoot, 'src/engine/FormView.tsx');
/** What the account pages' flat forms run: the view and its loader (imported by the view for its types only). */
const flatForm = ['FlatFormView.tsx', 'load-flat-form.ts'].map((file) =>
  resolve(projectRoot, 'src/engine/flat-form', file),
);
/** The form engine and its libraries; not MUI, which the pages without a form share too. */
const ENGINE_MODULE = /[\\/]node_modules[\\/](@rjsf|@x0k|fast-equals|jsonpointer)[\\/]|[\\/]src[\\/]engine[\\/]/;
const importsByRoot = new WeakMap<Rolldown.ChunkingContext, Map<string, Set<string>>>();

/** Every module `root` imports statically, directly or not. */
function importedBy(context: Rolldown.ChunkingContext, root: string): Set<string> {
  let byRoot = importsByRoot.get(context);
  if (!byRoot) importsByRoot.set(context, (byRoot = new Map()));
  let imported = byRoot.get(root);
  if (imported) return imported;
  imported = new Set();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (imported.has(id)) continue;
    imported.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  byRoot.set(root, imported);
  return imported;
}

/** Whether a module belongs in the engine's chunk: the RJSF form machinery, which the flat account forms do without. */
const inEngineChunk = (id: string, context: Rolldown.ChunkingContext) =>
  ENGINE_MODULE.test(id) &&
  importedBy(context, formView).has(id) &&
  !flatForm.some((root) => importedBy(context, root).has(id));

export default defineConfig({
  // The client's entry page lives with the client code; everything else resolves from the project root.
  root: 'src/app',
  publicDir: 'public',
  plugins: [react(), formsPlugin(), localRefsPlugin(), sideEffectFreePlugin(), precompressPlugin()],
  // The precompiled validators import these at run time; naming them up front spares a reload mid-session.
  optimizeDeps: { include: ['ajv/dist/runtime/equal', 'ajv/dist/runtime/ucs2length', 'ajv-formats/dist/formats'] },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/application': apiTarget },
  },
  build: {
    outDir: `${projectRoot}/dist/client`,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every page loads all that the entry imports statically, and every page with a form all that the form
        // engine does: as one chunk each they compress better, and take fewer requests, than as the dozens of small
        // chunks automatic splitting makes of them where lazy chunks share a few of their modules. The engine's chunk
        // takes the engine's and RJSF's own modules, not the MUI components they use nor the few small modules the
        // account pages' flat forms share with it, so that a page without RJSF's form never loads it for them.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: (id, context) => (inEngineChunk(id, context) ? 'engine' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    root: projectRoot,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Three groups, one after the other (docs/decisions/0007-test-groups.md): the unit and server files, which share
    // nothing but the machine, on every core; then the browser files two at a time, since each waits on its own
    // browser and server most of the time; then the reliability files, which judge how the server behaves under load,
    // one at a time so that no other file's work is counted in theirs.
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...BROWSER_TESTS, ...SEQUENTIAL_TESTS, '**/node_modules/**'],
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER_TESTS,
          // One product shared by the browser files that need no settings of their own (test/e2e/global-setup.ts).
          globalSetup: ['test/e2e/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'sequential', include: SEQUENTIAL_TESTS, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
