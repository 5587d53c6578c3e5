import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, SERVER_BUILD_DIR, serverBuildIsCurrent } from '../../scripts/build-server.mjs';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import { ROOT } from './lint-run.ts';
import { runNodeUntilExit } from '../helpers/run-script.ts';

/** Secrets and a database in `dir`, so a server started here touches nothing of the project's. */
const serverEnv = (dir: string) => ({
  JWT_SECRET: 'a-test-secret-that-is-long-enough-for-the-server-0123456789',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
});

/** Runs the built server with `env` until it exits, collecting what it printed. */
const runBuiltServer = (env: Record<string, string>) => runNodeUntilExit([join(SERVER_BUILD_DIR, 'main.js')], env);

describe('the server built for npm start (dist/server)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'server-build-'));
    await ensureServerBuild();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is built again once a file it was built from changes', () => {
    expect(serverBuildIsCurrent()).toBe(true);
    const source = join(ROOT, 'src/server/main.ts');
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, atime, new Date());
      expect(serverBuildIsCurrent()).toBe(false);
    } finally {
      utimesSync(source, atime, mtime);
    }
    expect(serverBuildIsCurrent()).toBe(true);
  });

  it('starts with plain node, finds the project’s files and answers its health check and API document', async () => {
    const server = await startServerProcess(serverEnv(dir));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // The built client, found from the project's root rather than from the built file's folder.
      const page = await fetch(`${server.url}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // The API's document, which names the product's version from its package.json.
      const openApi = await fetch(`${server.url}/api/openapi.json`);
      expect(openApi.status).toBe(200);
      expect(await openApi.json()).toMatchObject({
        openapi: expect.stringMatching(/^3\./),
        info: { version: '0.1.0' },
      });
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('refuses a changed form before listening, with the lint’s lines', async () => {
    cpSync(join(ROOT, 'locales'), join(dir, 'locales'), { recursive: true });
    const file = join(dir, 'locales/es/content/tax-exemption-forms.json');
    const forms = JSON.parse(readFileSync(file, 'utf8'));
    forms.states.KS.formNumber = 'ST-28A';
    writeFileSync(file, JSON.stringify(forms));
    const { code, output } = await runBuiltServer({ ...serverEnv(dir), LOCALES_DIR: join(dir, 'locales') });
    expect(code, output).toBe(1);
    expect(output).toContain(
      'locales/es/content/tax-exemption-forms.json at states.KS.formNumber: error: "formNumber" is not a setting',
    );
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('runs its inspection threads from the built thread file, without a TypeScript loader', async () => {
    const pool = new Piscina({ filename: join(SERVER_BUILD_DIR, 'inspection-thread.js') });
    try {
      const loaded = new Promise((resolve) => pool.once('message', resolve));
      expect(await pool.run({ kind: 'pdf', bytes: new TextEncoder().encode('not a PDF') })).toBe('NOT_PDF');
      expect(await loaded).toEqual({ inspectionThreadLoaded: expect.any(Number) });
    } finally {
      await pool.destroy();
    }
  });
});
