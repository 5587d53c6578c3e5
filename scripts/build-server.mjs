// The server as `npm start` runs it: its launcher (scripts/launch.ts), the server (src/server/main.ts) and the
// inspection threads' code built by esbuild into one ES module each in dist/server/, which plain `node` runs. From
// the TypeScript source, Node loads every module through tsx's hooks, off the main thread on Node 20 and a round trip
// per module, node_modules included: about two seconds of every start on an idle machine, where the built files
// load in a fraction of one. Dependencies are bundled too, but for those named in EXTERNAL.
//
// Plain JavaScript, as `npm start`'s first step (scripts/start.mjs) runs before anything is built.
// `node scripts/build-server.mjs` builds; `npm run build` runs it after the client's build.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** Where the built server lives; the files locate the project (src/shared/project-root.ts) from here. */
export const SERVER_BUILD_DIR = join(ROOT, 'dist/server');

/** The built files, each one ES module that imports no other built file. */
const ENTRIES = {
  launch: 'scripts/launch.ts',
  main: 'src/server/main.ts',
  'inspection-thread': 'src/server/inspection/inspection-thread.ts',
};

/**
 * Packages left to node_modules; every other one is bundled, since loading the six hundred files of the server's
 * dependencies one by one costs a third of a second of a start (each resolved, read, and scanned for its exports).
 * Left out: a native module, packages that start worker threads from their own files, jsonc-parser (its UMD build
 * requires its parts by paths a bundler does not follow), and packages loaded only when needed (the PostgreSQL
 * client, fontkit, and the client's build tools, which the launcher imports when it builds).
 */
const EXTERNAL = [
  'better-sqlite3',
  'piscina',
  'pino',
  'thread-stream',
  'jsonc-parser',
  'pg',
  '@pdf-lib/fontkit',
  'vite',
  'esbuild',
];

/** What each build was made from, written last: the files esbuild read, and when the build began. */
const RECORD = 'build.json';

/** Files besides the bundled sources whose change calls for a new build: this script and what esbuild reads. */
const BUILD_INPUTS = ['scripts/build-server.mjs', 'tsconfig.json', 'package-lock.json'];

/**
 * Whether dist/server/ holds a build of the current sources: it exists and no file it was built from (nor the build's
 * own settings) changed, moved or went since the build began. A fresh clone, a `git pull` and an edit all rebuild.
 */
export function serverBuildIsCurrent() {
  let record;
  try {
    record = JSON.parse(readFileSync(join(SERVER_BUILD_DIR, RECORD), 'utf8'));
  } catch {
    return false;
  }
  return [...record.inputs, ...BUILD_INPUTS].every((file) => {
    try {
      return statSync(join(ROOT, file)).mtimeMs <= record.builtAt;
    } catch {
      return false;
    }
  });
}

/**
 * Builds dist/server/ from the sources. The files are written beside it first and each moved into place whole, the
 * record last, so a server starting meanwhile (several servers, parallel tests) loads either the old file or the new
 * one, never a half-written one.
 */
async function buildServer() {
  // Loaded only to build: a start with a current build never needs the bundler.
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  mkdirSync(SERVER_BUILD_DIR, { recursive: true });
  const staging = mkdtempSync(`${SERVER_BUILD_DIR}-`);
  try {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      // Bundled CommonJS modules require Node's own modules: give the ES module a `require` to do it with.
      banner: {
        js: "import { createRequire as createRequire$ } from 'node:module'; const require = createRequire$(import.meta.url);",
      },
      // Stack traces in the logs name the TypeScript source (scripts/start.mjs turns source maps on).
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    // The bundled packages change only with package-lock.json, which every build is checked against.
    const inputs = Object.keys(metafile.inputs)
      .map((file) => relative(ROOT, resolve(ROOT, file)))
      .filter((file) => !file.startsWith('node_modules/'));
    writeFileSync(join(staging, RECORD), JSON.stringify({ builtAt, inputs }));
    for (const file of readdirSync(staging).sort((a, b) => Number(a === RECORD) - Number(b === RECORD)))
      renameSync(join(staging, file), join(SERVER_BUILD_DIR, file));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Builds dist/server/ unless it is current. */
export async function ensureServerBuild() {
  if (!serverBuildIsCurrent()) await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
