import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintProject } from '../../scripts/lib/lint/index.ts';
import { ROOT } from './lint-run.ts';

/**
 * Saved applications name stores by number, so the lint compares the store directory with its last commit: the
 * copy of the forms here is its own git repository, committed as the project has it.
 */
describe('lint: store numbers are kept', () => {
  let dir: string;
  const directory = () => join(dir, 'schemas/common/stores.json');
  const editStores = (edit: (stores: Record<string, unknown>[]) => void) => {
    const file = JSON.parse(readFileSync(directory(), 'utf8'));
    edit(file.stores);
    writeFileSync(directory(), JSON.stringify(file, null, 2));
  };
  const findings = () =>
    lintProject({ schemasDir: join(dir, 'schemas'), localesDir: join(dir, 'locales') }).findings.filter(
      (finding) => finding.rule === 'store-numbers-kept',
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-numbers-'));
    for (const folder of ['schemas', 'locales']) cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
    const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=Analyst', '-c', 'user.email=analyst@example.com', 'commit', '-q', '-m', 'forms');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a store removed since the last commit, and the way to close it instead', () => {
    editStores((stores) => stores.splice(3, 1));
    expect(findings()).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'schemas/common/stores.json',
        where: 'stores',
        message: expect.stringContaining('store "104" (Branson) is no longer in the directory'),
        fix: 'Put store "104" back; to stop offering it, give it "closed": true',
      }),
    ]);
  });

  it('accepts a store closed, a store added and the stores reordered', () => {
    editStores((stores) => {
      stores[3].closed = true;
      stores.push({
        number: '111',
        name: 'Neosho',
        street: '1200 S Neosho Blvd',
        city: 'Neosho',
        state: 'MO',
        zip: '64850',
      });
      stores.reverse();
    });
    expect(findings()).toEqual([]);
  });
});
