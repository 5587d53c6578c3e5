import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const RULE = 'no-restricted-imports';

/** The project's own ESLint configuration, run on a snippet as if it were a file of the tree. */
async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: resolve(ROOT, 'eslint.config.js') });
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the lint enforces the one-way flow of the imports', () => {
  it.each([
    ['the engine importing the app', 'src/engine/probe.ts', "import { App } from '../app/App.tsx';"],
    ['the engine importing a widget', 'src/engine/probe.ts', "import { widgets } from '../widgets/index.ts';"],
    ['the server importing the engine', 'src/server/probe.ts', "import { manifest } from '../engine/index.ts';"],
    ['the app importing engine internals', 'src/app/probe.ts', "import { FormView } from '../engine/FormView.tsx';"],
    ['the console importing notistack itself', 'src/app/staff/probe.tsx', "import { useSnackbar } from 'notistack';"],
    [
      'a widget importing an inner module of RJSF',
      'src/widgets/probe.ts',
      "import Form from '@rjsf/core/lib/components/Form.js';",
    ],
    [
      'an engine file other than rjsf.ts importing an inner module of RJSF',
      'src/engine/probe.ts',
      "import Form from '@rjsf/core/lib/components/Form.js';",
    ],
    [
      'a script importing a test file',
      'scripts/probe.ts',
      "import { renderForm } from '../test/helpers/render-form.tsx';",
    ],
  ])('refuses %s', async (_, file, code) => {
    const errors = await boundaryErrors(`${code}\nexport const probe = [${code.split(' ')[2]}];\n`, file);
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['the engine importing src/shared', 'src/engine/probe.ts', "import { formIdOf } from '../shared/form-id.ts';"],
    ['the app importing the engine index', 'src/app/probe.ts', "import { FormView } from '../engine/index.ts';"],
    ['the server importing src/shared', 'src/server/probe.ts', "import { formIdOf } from '../shared/form-id.ts';"],
    ['the engine importing notistack', 'src/engine/probe.ts', "import { useSnackbar } from 'notistack';"],
    [
      "the engine's RJSF door importing an inner module",
      'src/engine/rjsf.ts',
      "import Form from '@rjsf/core/lib/components/Form.js';",
    ],
  ])('allows %s', async (_, file, code) => {
    const errors = await boundaryErrors(`${code}\nexport const probe = [${code.split(' ')[2]}];\n`, file);
    expect(errors).toEqual([]);
  });
});
