import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormModule } from 'virtual:wizard';
import { listFormIds, loadForm, loadManifest } from '../../src/shared/form-files.ts';
import { generateFormModule } from '../../scripts/lib/form-module.ts';
import { ROOT } from './fleet-vehicles.ts';

/**
 * What the build's `virtual:wizard` module gives the browser, made from a copy of schemas/ instead: the copy's
 * manifest, and a loader per form that compiles it as the build does (into a folder inside the project, where
 * Vitest transforms it). For `vi.mock('virtual:wizard', …)`, so the app's own code runs on the copy. `dispose`
 * removes the compiled forms.
 */
export function wizardModuleOf(schemasDir: string) {
  const dir = mkdtempSync(join(ROOT, 'test', '.generated-'));
  const interop = join(ROOT, 'src/shared/cjs-interop.ts');
  const load = async (formId: string): Promise<FormModule> => {
    const file = join(dir, `${formId.replace(/\//g, '-')}.mjs`);
    writeFileSync(file, generateFormModule(loadForm(formId, schemasDir), interop));
    return import(/* @vite-ignore */ pathToFileURL(file).href);
  };
  return {
    manifest: loadManifest(schemasDir),
    formLoaders: Object.fromEntries(listFormIds(schemasDir).map((formId) => [formId, () => load(formId)])),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
