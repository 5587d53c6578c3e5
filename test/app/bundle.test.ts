import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_WIDGETS } from '../../src/shared/widget-names.ts';

const root = resolve(import.meta.dirname, '../..');
/** What `vite build` writes, and so what `npm test` has just built before it runs this file. */
const clientDir = resolve(root, 'dist/client');
const manifestFile = join(clientDir, '.vite/manifest.json');

/**
 * What the client is built from, and more (the server's code, the bench): a build older than any of these files may not
 * be what the source makes today.
 */
const CLIENT_SOURCES = ['src', 'schemas', 'locales', 'scripts', 'vite.config.ts', 'package-lock.json'];

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
    // 167,007 on 2026-11-27 with the references step, signing requests and /verify: their routes load with the first of
    // their pages, and the wizard's manifest and the forms reach the page without their `$comment`s.
    bytes: 167_200,
  },
  {
    page: '/apply/business-information',
    modules: [
      'src/app/pages/ApplicationPage.tsx',
      // The data-entry step, which the wizard loads once its frame is drawn (src/app/steps/index.ts).
      'src/app/steps/DataEntryStep.tsx',
      'virtual:forms/steps/business-information',
      // Its texts: the account pages' part and the other pages' part (src/app/i18n.ts).
      'src/app/texts/account-en.ts',
      'src/app/texts/pages-en.ts',
      // The widgets its UI schema names, which src/widgets/index.ts loads with the form (checked below).
      ...Object.values(STEP_WIDGETS),
    ],
    // 308,472 on 2026-11-27 with the references step (its texts, its place in the manifest, the engine's chunks split
    // again for the /reference page), made up for by the texts of the signed PDF and of /verify leaving the pages'
    // texts and by the `$comment`s leaving the manifest and the forms' modules.
    bytes: 308_500,
  },
];

/** A chunk as Vite's build manifest describes it: its file, the module it starts at, the chunks it imports. */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** When a file of `path` (a file or a folder, looked into) last changed, in ms since the epoch. */
function lastChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => lastChange(join(path, name))));
}

/** Whether dist/client holds a build of the source as it is: the one `npm test` made just before it runs this file. */
function hasCurrentBuild(): boolean {
  if (!existsSync(manifestFile)) return false;
  const builtAt = statSync(manifestFile).mtimeMs;
  return CLIENT_SOURCES.every((source) => lastChange(resolve(root, source)) <= builtAt);
}

/**
 * Builds the client into dist/client, as `npx vite build` does, when this file runs without a current build there
 * (alone, outside `npm test`, after a change). Vitest sets NODE_ENV to `test`, which would build React's development
 * code: the build gets what `vite build` gets.
 */
async function buildClient(): Promise<void> {
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'error' });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  if (!existsSync(manifestFile)) throw new Error(`\`npx vite build\` wrote no ${manifestFile}`);
}

/** The chunks' code, without the last line naming the source map: developer tools fetch that, the page does not. */
function chunkCode(file: string): string {
  return readFileSync(join(clientDir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
}

describe('the built client', () => {
  let manifest: Manifest = {};
  /** The scripts index.html names: what every page loads first. */
  let entryFiles: string[] = [];

  beforeAll(async () => {
    if (!hasCurrentBuild()) await buildClient();
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const page = readFileSync(join(clientDir, 'index.html'), 'utf8');
    entryFiles = [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
  }, 300_000);

  it.each(BUDGETS)('keeps the JavaScript $page loads within $bytes bytes of gzip', ({ page, modules, bytes }) => {
    const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
    const chunkOf = (module: string) => {
      // Keys are paths from the client's root (src/app), or the virtual module's id: `../../virtual:forms/auth/login`.
      const found = Object.entries(manifest).find(([key]) => resolve(root, 'src/app', key) === resolve(root, module));
      if (!found) throw new Error(`no chunk starts at ${module} in ${manifestFile}`);
      return found[1].file;
    };
    const loaded = new Set<string>();
    const load = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const key of byFile.get(file)?.imports ?? []) load(manifest[key].file);
    };
    expect(entryFiles.length, 'index.html names no script').toBeGreaterThan(0);
    for (const file of [...entryFiles, ...modules.map(chunkOf)]) load(file);
    const gzipBytes = [...loaded].reduce((sum, file) => sum + gzipSync(chunkCode(file), { level: 9 }).length, 0);
    expect(gzipBytes, `${page} loads ${gzipBytes} bytes of gzip`).toBeLessThanOrEqual(bytes);
  });

  it('counts every custom widget the business information form names', () => {
    const uiSchema = readFileSync(resolve(root, 'schemas/steps/business-information.ui.json'), 'utf8');
    const named = [...uiSchema.matchAll(/"ui:widget":\s*"(\w+)"/g)].map((match) => match[1]);
    const custom = new Set(named.filter((name) => (CUSTOM_WIDGETS as readonly string[]).includes(name)));
    expect([...custom].sort()).toEqual(Object.keys(STEP_WIDGETS).sort());
  });

  it('compiles no code at run time (no new Function, no eval)', () => {
    const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(chunkCode(file), file).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  });
});
