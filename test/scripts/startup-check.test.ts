import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../scripts/lib/lint/index.ts';
import { STARTUP_RULES, startupErrors } from '../../src/shared/form-lint/index.ts';
import { ROOT } from './lint-run.ts';

/** Runs the server as `npm start` does after its build, and collects what it printed and how it ended. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe("the server's start-up check", () => {
  it('is a part of the lint: every start-up rule is a lint rule', () => {
    for (const rule of STARTUP_RULES) expect(RULES).toContain(rule);
  });

  it('passes the real forms, texts and brand', () => {
    expect(startupErrors({ schemasDir: join(ROOT, 'schemas'), localesDir: join(ROOT, 'locales') })).toEqual([]);
  });

  it('stops the server with the lint’s lines, not a stack trace, on a content file an analyst broke', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'startup-check-'));
    try {
      cpSync(join(ROOT, 'locales'), join(dir, 'locales'), { recursive: true });
      const file = join(dir, 'locales/es/content/tax-exemption-forms.json');
      const forms = JSON.parse(readFileSync(file, 'utf8'));
      forms.states.KS.formNumber = 'ST-28A';
      writeFileSync(file, JSON.stringify(forms));
      const { code, output } = await startServer({
        LOCALES_DIR: join(dir, 'locales'),
        JWT_SECRET: 'a-test-secret-that-is-long-enough-for-the-server-0123456789',
        DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
        // The check comes before the database: this file is never created.
        DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      });
      expect(code, output).toBe(1);
      expect(output).toContain(
        'locales/es/content/tax-exemption-forms.json at states.KS.formNumber: error: "formNumber" is not a setting',
      );
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
