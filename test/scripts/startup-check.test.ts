import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RULES } from '../../scripts/lib/lint/index.ts';
import { STARTUP_RULES, startupErrors } from '../../src/shared/form-lint/index.ts';
import { cachedStartupErrors, contentHash, type CheckedFiles } from '../../src/shared/form-lint/startup-cache.ts';
import { memoryWorkspace } from '../../src/shared/form-lint/workspace.ts';
import { readIntoMemory, ROOT } from './lint-run.ts';
import { runNodeUntilExit } from '../helpers/run-script.ts';

const CHECKED: CheckedFiles = {
  schemasDir: join(ROOT, 'schemas'),
  localesDir: join(ROOT, 'locales'),
  brandFile: join(ROOT, 'src/shared/brand.json'),
  checker: [join(ROOT, 'src/shared/form-lint'), join(ROOT, 'package-lock.json')],
};

/** The files the start-up check reads and its own code, read into memory, for a test to change. */
const realFiles = () => readIntoMemory([CHECKED.schemasDir, CHECKED.localesDir, CHECKED.brandFile, ...CHECKED.checker]);

const TAX_FORMS = join(ROOT, 'locales/es/content/tax-exemption-forms.json');

/** Runs the server as `npm start` does after its build, and collects what it printed and how it ended. */
const startServer = (env: Record<string, string>) => runNodeUntilExit(['--import', 'tsx', 'src/server/main.ts'], env);

describe("the server's start-up check", () => {
  it('is a part of the lint: every start-up rule is a lint rule', () => {
    for (const rule of STARTUP_RULES) expect(RULES).toContain(rule);
  });

  it('passes the real forms, texts and brand', () => {
    expect(startupErrors({ schemasDir: join(ROOT, 'schemas'), localesDir: join(ROOT, 'locales') })).toEqual([]);
  });

  describe('remembers the files that passed', () => {
    const withCache = async (run: (cacheFile: string) => Promise<void>) => {
      const dir = mkdtempSync(join(tmpdir(), 'startup-cache-'));
      try {
        await run(join(dir, 'cache/startup-check.json'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('checks unchanged files once: the next start does not run the check', async () => {
      await withCache(async (cacheFile) => {
        const workspace = memoryWorkspace(realFiles());
        const check = vi.fn(() => startupErrors({ ...CHECKED, workspace }));
        expect(await cachedStartupErrors(CHECKED, cacheFile, check, workspace)).toEqual({ errors: [], cached: false });
        expect(await cachedStartupErrors(CHECKED, cacheFile, check, workspace)).toEqual({ errors: [], cached: true });
        expect(check).toHaveBeenCalledTimes(1);
      });
    });

    it('checks a changed form again, and refuses it every time while it is broken', async () => {
      await withCache(async (cacheFile) => {
        const files = realFiles();
        const check = vi.fn(() => startupErrors({ ...CHECKED, workspace: memoryWorkspace(files) }));
        await cachedStartupErrors(CHECKED, cacheFile, check, memoryWorkspace(files));
        const forms = JSON.parse(files.get(TAX_FORMS)!);
        forms.states.KS.formNumber = 'ST-28A';
        files.set(TAX_FORMS, JSON.stringify(forms));
        for (const _ of [1, 2]) {
          const { errors, cached } = await cachedStartupErrors(CHECKED, cacheFile, check, memoryWorkspace(files));
          expect(cached).toBe(false);
          expect(errors).toEqual([
            expect.objectContaining({
              file: 'locales/es/content/tax-exemption-forms.json',
              where: 'states.KS.formNumber',
              message: expect.stringContaining('"formNumber" is not a setting'),
            }),
          ]);
        }
        expect(check).toHaveBeenCalledTimes(3);
      });
    });

    it('checks again when a file is renamed, or the checker’s code or the library versions change', () => {
      const files = realFiles();
      const hash = () => contentHash(CHECKED, memoryWorkspace(files));
      const before = hash();
      const rename = (from: string, to: string) => {
        files.set(to, files.get(from)!);
        files.delete(from);
      };
      rename(join(ROOT, 'locales/en/help.json'), join(ROOT, 'locales/en/helps.json'));
      expect(hash()).not.toBe(before);
      rename(join(ROOT, 'locales/en/helps.json'), join(ROOT, 'locales/en/help.json'));
      expect(hash()).toBe(before);
      const rule = join(ROOT, 'src/shared/form-lint/rules/brand.ts');
      files.set(rule, `${files.get(rule)}\n`);
      expect(hash()).not.toBe(before);
      const lock = join(ROOT, 'package-lock.json');
      files.set(rule, files.get(rule)!.slice(0, -1));
      files.set(lock, files.get(lock)!.replace('"version"', '"version" '));
      expect(hash()).not.toBe(before);
    });
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
