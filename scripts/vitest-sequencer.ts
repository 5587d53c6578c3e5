import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take long though their own file is short (each calls a suite defined elsewhere). Vitest starts the
 * longest files first once its cache knows their durations, and the largest files first until then: on a fresh
 * clone, as in CI, these few-line files started last, and each kept one core busy at the end of its group while the
 * other had nothing left to run (docs/decisions/0007-test-groups.md).
 */
const LONG_SHORT_FILES = [
  'test/server/fuzz/api-fuzz-sqlite.test.ts',
  'test/server/fuzz/api-fuzz-postgres.test.ts',
  'test/e2e/accessibility-en.test.ts',
  'test/e2e/accessibility-es.test.ts',
];

/** Vitest's own order, with the files of LONG_SHORT_FILES moved to the front of their group. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_SHORT_FILES.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
