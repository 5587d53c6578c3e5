import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const engine = resolve(import.meta.dirname, '../src/engine');

/**
 * Modules a library imports up front although our forms never render them, each with the lazy stand-in that takes
 * its place: RJSF's Markdown parser (for `ui:enableMarkdownIn…`) and MUI's slider (for RJSF's range widget). Without
 * this, every page with a form would load about 37 KB gzip it never runs.
 */
const LAZY_MODULES: Record<string, string> = {
  'markdown-to-jsx/react': resolve(engine, 'lazy-markdown.tsx'),
  '@mui/material/Slider': resolve(engine, 'lazy-slider.tsx'),
};

/**
 * Production builds only: an import of one of `LAZY_MODULES` resolves to its stand-in, which loads the real module
 * the first time it renders. The stand-in's own import reaches the real module.
 */
export function lazyModulesPlugin(): Plugin {
  const standIns = new Set(Object.values(LAZY_MODULES));
  return {
    name: 'lazy-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in LAZY_MODULES) || (importer && standIns.has(importer))) return undefined;
      return LAZY_MODULES[source];
    },
  };
}
