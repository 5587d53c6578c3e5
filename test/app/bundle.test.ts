import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = resolve(import.meta.dirname, '../../dist/client/assets');

describe('the built client', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));

  it('was built', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s compiles no code at run time (no new Function, no eval)', (name) => {
    const code = readFileSync(join(assets, name), 'utf8');
    expect(code).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  });
});
