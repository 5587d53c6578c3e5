import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { formsPlugin } from './scripts/vite-plugin-forms.ts';
import { lazyModulesPlugin } from './scripts/vite-plugin-lazy-modules.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const projectRoot = import.meta.dirname;

export default defineConfig({
  // The client's entry page lives with the client code; everything else resolves from the project root.
  root: 'src/app',
  publicDir: 'public',
  plugins: [react(), formsPlugin(), lazyModulesPlugin()],
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
  },
  test: {
    root: projectRoot,
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
