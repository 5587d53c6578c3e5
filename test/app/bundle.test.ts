import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_WIDGETS } from '../../src/shared/widget-names.ts';

const root = resolve(import.meta.dirname, '../..');

/** The custom widgets the business information form names, and their modules: the step loads them too. */
const STEP_WIDGETS: Record<string, string> = {
  choiceWithOther: 'src/widgets/data-entry.ts',
  masked: 'src/widgets/data-entry.ts',
  taxExemption: 'src/widgets/data-entry.ts',
  years: 'src/widgets/data-entry.ts',
};

/**
 * The most JavaScript (gzip -9, in bytes) each page may load before anyone touches it: what it loads today and a
 * little room. Growth past a budget fails here instead of hiding; lower a budget when a change makes the page
 * lighter. The targets (165 KB for /login, 190 KB for a step) and how far the pages are from them are in
 * docs/performance.md; `npm run bench` measures the same pages in Chromium.
 */
const BUDGETS: Array<{ page: string; modules: string[]; bytes: number }> = [
  {
    page: '/login',
    modules: ['src/app/pages/account/LoginPage.tsx', 'virtual:forms/auth/login', 'src/app/texts/account-en.ts'],
    bytes: 167_000,
  },
  {
    page: '/apply/business-information',
    modules: [
      'src/app/pages/ApplicationPage.tsx',
      'virtual:forms/steps/business-information',
      // Its texts: the account pages' part and the other pages' part (src/app/i18n.ts).
      'src/app/texts/account-en.ts',
      'src/app/texts/pages-en.ts',
      // The widgets its UI schema names, which src/widgets/index.ts loads with the form (checked below).
      ...Object.values(STEP_WIDGETS),
    ],
    bytes: 308_000,
  },
];

type Chunk = Rolldown.OutputChunk;

/** `chunk` and every chunk it imports statically, directly or not: what the browser fetches to run it. */
function withStaticImports(chunk: Chunk, byFile: Map<string, Chunk>, into = new Set<Chunk>()): Set<Chunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const file of chunk.imports) withStaticImports(byFile.get(file)!, byFile, into);
  return into;
}

describe('the built client', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-test-'));
  let chunks: Chunk[] = [];

  // Built here, into a folder of its own, so that the figures come from this source whatever dist/ holds. Vitest
  // sets NODE_ENV to `test`, which would build React's development code: the build gets what `vite build` gets.
  beforeAll(async () => {
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const output = (await build({
      configFile: resolve(root, 'vite.config.ts'),
      root: resolve(root, 'src/app'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    }).finally(() => (process.env.NODE_ENV = testEnv))) as Rolldown.RolldownOutput;
    chunks = output.output.filter((item): item is Chunk => item.type === 'chunk');
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(BUDGETS)('keeps the JavaScript $page loads within $bytes bytes of gzip', ({ page, modules, bytes }) => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const chunkOf = (module: string) => {
      const found = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
      if (!found) throw new Error(`no chunk starts at ${module}`);
      return found;
    };
    const loaded = new Set<Chunk>();
    for (const start of [...chunks.filter((chunk) => chunk.isEntry), ...modules.map(chunkOf)])
      withStaticImports(start, byFile, loaded);
    const gzipBytes = [...loaded].reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
    expect(gzipBytes, `${page} loads ${gzipBytes} bytes of gzip`).toBeLessThanOrEqual(bytes);
  });

  it('counts every custom widget the business information form names', () => {
    const uiSchema = readFileSync(resolve(root, 'schemas/steps/business-information.ui.json'), 'utf8');
    const named = [...uiSchema.matchAll(/"ui:widget":\s*"(\w+)"/g)].map((match) => match[1]);
    const custom = new Set(named.filter((name) => (CUSTOM_WIDGETS as readonly string[]).includes(name)));
    expect([...custom].sort()).toEqual(Object.keys(STEP_WIDGETS).sort());
  });

  it('compiles no code at run time (no new Function, no eval)', () => {
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.code, chunk.fileName).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  });
});
