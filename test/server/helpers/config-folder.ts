import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

export const VALID_DATA_KEY = Buffer.alloc(32, 1).toString('base64');
export const VALID_SECRET = 'x'.repeat(32);

/**
 * A temporary folder for each test of the file, and the environment of a working server whose files all live in it
 * (the data in `data/`), for the tests of `loadConfig`.
 */
export function useConfigFolder() {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'config-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    env: (overrides: Record<string, string | undefined> = {}) => ({
      DATABASE_URL: `sqlite:${join(dir, 'data', 'app.db')}`,
      JWT_SECRET: VALID_SECRET,
      DATA_KEY: VALID_DATA_KEY,
      ...overrides,
    }),
  };
}
