import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { LoadedForm } from '../../src/engine/index.ts';
import type { Effect, FormDocument } from '../../src/shared/form-types.ts';
import { generateFormModule } from '../../scripts/lib/form-module.ts';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Compiles a form document the way the build compiles every form for the browser (precompiled validator and
 * effect conditions in a generated module), so a test can render a form that is not in schemas/. Call `dispose`
 * when done: the module is written inside the project, where Vitest transforms it as the build would.
 */
export async function compileForm(document: FormDocument): Promise<LoadedForm & { dispose(): void }> {
  const dir = mkdtempSync(join(ROOT, 'test', '.generated-'));
  const file = join(dir, 'form.mjs');
  writeFileSync(file, generateFormModule(document, join(ROOT, 'src/shared/cjs-interop.ts')));
  const module = await import(/* @vite-ignore */ pathToFileURL(file).href);
  return {
    id: module.id,
    schema: module.schema as RJSFSchema,
    uiSchema: module.uiSchema,
    validator: createPrecompiledValidator(module.validateFns, module.schema) as ValidatorType,
    effects: (module.uiSchema['ui:effects'] ?? []) as Effect[],
    conditions: module.conditionFns,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
