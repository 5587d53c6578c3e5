import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS_DIR, listFormIds, loadForm, loadManifest } from '../src/shared/form-files.ts';
import { generateFormModule } from './lib/form-module.ts';

const FORM_PREFIX = 'virtual:forms/';
const WIZARD_ID = 'virtual:wizard';
const RESOLVED = '\0';
const interopModule = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../src/shared/cjs-interop.ts');

/**
 * Serves the forms of `schemas/` to the browser as modules: `virtual:wizard` (the manifest and a lazy loader per
 * form) and `virtual:forms/<id>` (schema, UI schema and validators compiled at build time). Editing a schema
 * reloads the page in development.
 */
export function formsPlugin(): Plugin {
  return {
    name: 'credit-forms',
    resolveId(id) {
      if (id === WIZARD_ID || id.startsWith(FORM_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      const name = id.slice(RESOLVED.length);
      if (!id.startsWith(RESOLVED) || !(name === WIZARD_ID || name.startsWith(FORM_PREFIX))) return undefined;
      this.addWatchFile(resolve(SCHEMAS_DIR, 'wizard.json'));
      if (name === WIZARD_ID) {
        const loaders = listFormIds()
          .map((formId) => `${JSON.stringify(formId)}: () => import(${JSON.stringify(FORM_PREFIX + formId)})`)
          .join(',\n  ');
        return `export const manifest = ${JSON.stringify(loadManifest())};\nexport const formLoaders = {\n  ${loaders}\n};\n`;
      }
      const formId = name.slice(FORM_PREFIX.length);
      return generateFormModule(loadForm(formId), interopModule);
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(SCHEMAS_DIR + sep)) return undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED + 'virtual:')) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
