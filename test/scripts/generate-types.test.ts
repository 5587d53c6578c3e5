import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/run-script.ts';

describe('npm run gen:types -- --check', () => {
  it('passes on the committed src/shared/generated/form-data.ts', async () => {
    const { code, output } = await runScript('generate-types.ts', ['--check']);
    expect(output).toContain('src/shared/generated/form-data.ts is up to date');
    expect(code).toBe(0);
  });
});
