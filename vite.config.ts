import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { formsPlugin } from './scripts/vite-plugin-forms.ts';
import { localRefsPlugin } from './scripts/vite-plugin-local-refs.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { sideEffectFreePlugin } from './scripts/vite-plugin-side-effect-free.ts';
import { LongFilesFirst } from './scripts/vitest-sequencer.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const projectRoot = import.meta.dirname;
/** Browser test files: each starts the whole product and Chromium, and mostly waits on one or the other. */
const BROWSER_TESTS = ['test/e2e/**/*.test.ts'];
/**
 * Test files that run alone, after all others: each sends load or attacks (a flood of bombs, hundreds of writes to
 * a server it kills, clients that dribble bytes), which would slow every file beside it. The other files of
 * test/server/reliability/ judge behaviour on fake clocks or by what happened, and run with the first group.
 */
const SEQUENTIAL_TESTS = ['body-limits', 'bomb-flood', 'crash', 'hostile-http', 'multi-server', 'outbox-crash'].map(
  (name) => `test/server/reliability/${name}.test.ts`,
);

/**
 * Test files that need a fresh process and module registry of their own (vitest's isolation): the others share their
 * worker's, which spares each the second or so of importing the product again. In a shared process a file's module
 * mocks, a variable it sets before the product reads it at import (`SCHEMAS_DIR`), or a page of its own (jsdom) would
 * reach the files after it; test/helpers/shared-process-guard.ts fails a file of the shared group that does so and
 * names this list.
 */
const ISOLATED_TESTS = [
  // Module mocks.
  'test/app/bindings.test.ts',
  'test/analyst/add-step-form.test.tsx',
  'test/app/staff/retention-panel.test.tsx',
  // Points the product at an edited copy of the forms before importing it.
  'test/analyst/edited-copy-server.test.ts',
];

/**
 * Test files that render React (or read HTML) in a jsdom page: they share their worker's page, process and modules
 * like the `parallel` group, which spares each file setting up jsdom and importing React, MUI, RJSF and the engine
 * again (about 2 CPU-seconds a file). test/helpers/shared-page-guard.ts fails a file that leaves the page, or what
 * the next file would find in it, changed. The ones that mock modules are in ISOLATED_TESTS.
 */
const JSDOM_TESTS = ['test/**/*.test.tsx', 'test/app/forms/tax-exemption-html.test.ts'];

/** The modules merged into the wizard's data chunk (see `codeSplitting` below). */
const WIZARD_DATA =
  /[\\/]src[\\/](app[\\/](application[\\/]credit-app|api[\\/]client)|shared[\\/](tax-forms|form-id)|widgets[\\/](tax-forms[\\/]tax-forms-api|stores[\\/]stores-api)|engine[\\/](save-error|manifest))\.ts$/;

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
    // .vite/manifest.json: which chunk each page's modules start and what each imports, for the bundle test's budgets.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every page loads all that the entry imports statically: as one chunk it compresses better, and takes
        // fewer requests, than the dozens of small chunks automatic splitting makes of it where lazy chunks share a
        // few of its modules. Saves, by test/app/bundle.test.ts's counts (gzip -9) against a build without this group
        // (measured 2026-11): /login 13.8 KB (166,825 bytes instead of 180,672; 22 requests instead of 58), the
        // business information step 15.7 KB (307,856 instead of 323,568; 44 requests instead of 80).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The wizard's small modules of API access and shared helpers, which every step loads together: each
            // alone was a chunk of a few hundred bytes whose imports and exports cost about as much as its code.
            { name: 'wizard-data', test: WIZARD_DATA, includeDependenciesRecursively: false },
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
    sequence: { sequencer: LongFilesFirst },
    // Groups (docs/decisions/0007-test-groups.md): the unit, server and React files, which share nothing but the
    // machine, on every core; the browser files two at a time, then the files that send load or attacks, one at a
    // time so that their load slows no other file of theirs. `npm test` runs the browser and load files in a vitest
    // of their own (`test:browser`) beside the others (`test:node`), so that each group's files fill the pauses of
    // the others' (a browser file waiting on a page or an email, the last files of a group, the load files one at a
    // time); a plain `vitest run` runs the groups one after the other.
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...BROWSER_TESTS, ...SEQUENTIAL_TESTS, ...ISOLATED_TESTS, ...JSDOM_TESTS, '**/node_modules/**'],
          isolate: false,
          setupFiles: ['test/helpers/shared-process-guard.ts'],
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TESTS, maxWorkers: '100%', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          include: JSDOM_TESTS,
          exclude: [...ISOLATED_TESTS, '**/node_modules/**'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['test/helpers/shared-process-guard.ts', 'test/helpers/shared-page-guard.ts'],
          // A test renders whole forms, a few CPU-seconds: on a machine loaded 15 to 30 times over (the browser group
          // and other work beside it) the first test of a worker, which also loads the widgets, took over 30 seconds.
          testTimeout: 90_000,
          // Tests that share one rendering make it in a `beforeAll`: the same render, so the same time limit.
          hookTimeout: 90_000,
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
          // Beside the other groups' files (`npm test`) a browser test gets a share of the cores only: its waits are
          // on conditions, and its time limit is as generous as theirs, so that a busy machine slows it without
          // failing it.
          testTimeout: 120_000,
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
