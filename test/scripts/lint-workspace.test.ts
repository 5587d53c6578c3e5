import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProject } from '../../scripts/lib/lint/index.ts';
import { diskWorkspace, memoryWorkspace } from '../../src/shared/form-lint/workspace.ts';
import { readIntoMemory, ROOT } from './lint-run.ts';

const folders = {
  schemasDir: join(ROOT, 'schemas'),
  localesDir: join(ROOT, 'locales'),
  brandFile: join(ROOT, 'src/shared/brand.json'),
  sourceDirs: [join(ROOT, 'src')],
};

// The mistake tables lint files held in memory: they prove what the command finds only if both read the same.
describe('the lint’s workspaces', () => {
  it('find the same in the real files held in memory as on disk', () => {
    const onDisk = lintProject(folders);
    const held = lintProject({
      ...folders,
      workspace: memoryWorkspace(
        readIntoMemory([folders.schemasDir, folders.localesDir, folders.brandFile, ...folders.sourceDirs]),
      ),
    });
    expect(held.fileCount).toBe(onDisk.fileCount);
    expect(held.findings).toEqual(onDisk.findings);
  });

  it('list the files below a folder as paths relative to it, and nothing beside it', () => {
    const workspace = memoryWorkspace(
      new Map([
        [join(ROOT, 'schemas/wizard.json'), '{}'],
        [join(ROOT, 'schemas/steps/submit.ui.json'), '{}'],
        [join(ROOT, 'schemas-old/wizard.json'), '{}'],
      ]),
    );
    expect(workspace.list(join(ROOT, 'schemas'))).toEqual(['steps/submit.ui.json', 'wizard.json']);
    expect(workspace.list(join(ROOT, 'locales'))).toEqual([]);
    expect(workspace.read(join(ROOT, 'schemas/wizard.json'))).toBe('{}');
    expect(workspace.read(join(ROOT, 'schemas/missing.json'))).toBeUndefined();
    expect(diskWorkspace.list(join(ROOT, 'schemas'))).toContain('steps/submit.ui.json');
    expect(diskWorkspace.read(join(ROOT, 'schemas/missing.json'))).toBeUndefined();
  });
});
