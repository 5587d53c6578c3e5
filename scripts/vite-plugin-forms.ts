import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LOCALES_DIR, SCHEMAS_DIR, listFormIds, loadForm, loadManifest } from '../src/shared/form-files.ts';
import { generateFormModule } from './lib/form-module.ts';
import { lintProject } from './lib/lint/index.ts';

const FORM_PREFIX = 'virtual:forms/';
const WIZARD_ID = 'virtual:wizard';
const RESOLVED = '\0';

/** Development only: the schema lint's findings as JSON, for the forms preview page (`/dev/forms`). */
export const LINT_ENDPOINT = '/__dev/schema-lint';

const interopModule = resolve(
  import.meta.dirname ?? new URL('.', import.meta.url).pathname,
  '../src/shared/cjs-interop.ts',
);

/**
 * Hands an edited locale file to the page (src/app/i18n.ts applies it without a reload). A file that is not valid
 * JSON falls through to Vite, whose error overlay shows where.
 */
async function sendLocale(
  file: string,
  server: ViteDevServer,
  read: () => string | Promise<string>,
): Promise<[] | undefined> {
  const [language, name] = file.slice(LOCALES_DIR.length + 1).split(sep);
  try {
    server.ws.send({
      type: 'custom',
      event: 'locales:update',
      data: { language, namespace: name.replace(/\.json$/, ''), texts: JSON.parse(await read()) },
    });
    return [];
  } catch {
    return undefined;
  }
}

/**
 * Serves the forms of `schemas/` to the browser as modules: `virtual:wizard` (the manifest and a lazy loader per
 * form) and `virtual:forms/<id>` (schema, UI schema and validators compiled at build time). Editing a schema
 * reloads the page in development. Compiling at build time keeps ajv's compiler out of the pages and `new Function`
 * out of the browser (test/app/bundle.test.ts checks there is none): RJSF's validator that compiles in the browser,
 * with the project's ajv options, bundles to 63.9 KB of gzip against 23.8 KB for the precompiled validator's run
 * time, about 40 KB saved on every page with a form (measured 2026-11, each alone, minified).
 */
export function formsPlugin(): Plugin {
  return {
    name: 'credit-forms',
    resolveId(id) {
      if (id === WIZARD_ID || id.startsWith(FORM_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      // A query (`?v=3`) only gives an edited form a new address in development.
      const name = id.slice(RESOLVED.length).split('?')[0];
      if (!id.startsWith(RESOLVED) || !(name === WIZARD_ID || name.startsWith(FORM_PREFIX))) return undefined;
      if (name === WIZARD_ID) {
        const loaders = listFormIds()
          .map((formId) => `${JSON.stringify(formId)}: () => import(${JSON.stringify(FORM_PREFIX + formId)})`)
          .join(',\n  ');
        // The manifest's `$comment`s are for the analysts who edit it; the page reads none of them (about 0.4 KB of
        // gzip on every page, by test/app/bundle.test.ts, 2026-11-27: /login 167,566 → 167,196 bytes, the business
        // information step 310,277 → 309,903).
        const manifest = JSON.stringify(loadManifest(), (key, value: unknown) =>
          key === '$comment' ? undefined : value,
        );
        return `export const manifest = ${manifest};\nexport const formLoaders = {\n  ` + `${loaders}\n};\n`;
      }
      const formId = name.slice(FORM_PREFIX.length);
      return generateFormModule(loadForm(formId), interopModule);
    },
    configureServer(server) {
      // Vite watches its root (src/app); the forms live beside it.
      server.watcher.add(SCHEMAS_DIR);
      server.middlewares.use(LINT_ENDPOINT, (_request, response) => {
        const { findings } = lintProject({
          schemasDir: SCHEMAS_DIR,
          localesDir: LOCALES_DIR,
          sourceDirs: [resolve(SCHEMAS_DIR, '../src')],
        });
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(findings));
      });
    },
    handleHotUpdate({ file, server, read }) {
      // Only `<language>/<namespace>.json` are texts of the page; content files below (`en/content/…`) are the
      // server's.
      if (
        file.startsWith(LOCALES_DIR + sep) &&
        file.endsWith('.json') &&
        file.slice(LOCALES_DIR.length + 1).split(sep).length === 2
      )
        return sendLocale(file, server, read);
      if (!file.startsWith(SCHEMAS_DIR + sep)) return undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED + 'virtual:')) server.moduleGraph.invalidateModule(module);
      }
      // A form edit reloads just the forms in the page (src/engine/form-refresh.ts); the step list needs a reload.
      if (file === resolve(SCHEMAS_DIR, 'wizard.json')) server.ws.send({ type: 'full-reload' });
      else server.ws.send({ type: 'custom', event: 'forms:update', data: {} });
      return [];
    },
  };
}
