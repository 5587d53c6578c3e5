import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * The set-up of the `parallel` test group, whose files share their worker's process and modules (`isolate: false`
 * in vite.config.ts, docs/decisions/0007-test-groups.md): it fails a file that changes what the next file in the same
 * process would inherit, and says where the file belongs instead. Module mocks and variables the product reads when
 * it is imported (`SCHEMAS_DIR`) change every later file's modules. (Fake timers need no check: vitest itself puts
 * the real ones back after each file.)
 */
const MOCKS = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;

// Vitest runs a set-up file before each test file, even in a shared process: this is the state the file found.
const environmentBefore: Record<string, string | undefined> = { ...process.env };
const directoryBefore = process.cwd();

/** The variables whose value differs from the one the file found. */
const changedVariables = () =>
  [...new Set([...Object.keys(environmentBefore), ...Object.keys(process.env)])].filter(
    (name) => environmentBefore[name] !== process.env[name],
  );

beforeAll(() => {
  const file = expect.getState().testPath ?? 'this test file';
  if (expect.getState().testPath && MOCKS.test(readFileSync(file, 'utf8')))
    throw new Error(`${file} mocks modules or globals: add it to ISOLATED_TESTS in vite.config.ts`);
  // Set while the file was imported, a variable reaches modules an earlier file may already have imported without it.
  const changed = changedVariables();
  if (changed.length > 0)
    throw new Error(
      `${file} sets ${changed.join(', ')} as it is imported, which modules imported by an earlier file in the same ` +
        'process never see: add it to ISOLATED_TESTS in vite.config.ts',
    );
});

afterAll(() => {
  const file = expect.getState().testPath ?? 'this test file';
  const changed = changedVariables();
  const left = [
    ...(changed.length > 0 ? [`the environment variables ${changed.join(', ')}`] : []),
    ...(process.cwd() !== directoryBefore ? ['another working directory'] : []),
  ];
  if (left.length > 0)
    throw new Error(
      `${file} left ${left.join(' and ')} for the next file in its process: restore them, or add the file to ` +
        'ISOLATED_TESTS in vite.config.ts',
    );
});
