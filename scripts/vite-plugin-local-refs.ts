import { sep } from 'node:path';
import type { Plugin } from 'vite';
import { listFormIds, loadForm } from '../src/shared/form-files.ts';

/** `JSON_SCHEMA_DRAFT_2020_12` of @rjsf/utils. */
const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
const RESOLVER = '\0local-refs:uri-resolver';
const RJSF_UTILS = `${sep}node_modules${sep}@rjsf${sep}utils${sep}`;

/**
 * Production builds only. RJSF resolves `$id` and `$ref` URIs with fast-uri only for a form whose root `$schema` is
 * draft 2020-12 (@rjsf/utils: createSchemaUtils.js, findSchemaDefinition.js); otherwise it follows `#/…` pointers
 * alone, and our forms' `$ref`s are bundled into such pointers (src/shared/schema-bundle.ts). While no form of
 * schemas/ declares 2020-12, RJSF gets a resolver that throws if it is ever called; a form that declares it brings
 * fast-uri back. Saves, by test/app/bundle.test.ts's counts (gzip -9) against a build without it (measured 2026-11):
 * 7.4 KB on the business information step (307,856 bytes instead of 315,302); nothing on /login, which loads no RJSF
 * form (9 bytes more with it, where chunks are cut differently).
 */
export function localRefsPlugin(): Plugin {
  let uriResolverNeeded = true;
  return {
    name: 'local-refs',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      uriResolverNeeded = listFormIds().some((id) => loadForm(id).schema.$schema === DRAFT_2020_12);
    },
    resolveId(source, importer) {
      if (uriResolverNeeded || source !== 'fast-uri' || !importer?.includes(RJSF_UTILS)) return undefined;
      return RESOLVER;
    },
    load(id) {
      if (id !== RESOLVER) return undefined;
      return [
        'const unreachable = () => {',
        `  throw new Error('fast-uri was left out of the build: no form declares $schema ${DRAFT_2020_12} ` +
          `(scripts/vite-plugin-local-refs.ts)');`,
        '};',
        'export default { resolve: unreachable, equal: unreachable };',
      ].join('\n');
    },
  };
}
