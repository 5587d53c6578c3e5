import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const engine = resolve(import.meta.dirname, '../src/engine');
const require = createRequire(import.meta.url);

/** The folder of an installed package, whatever its `exports` allow. */
function packageRoot(name: string): string {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name)
      return dir;
  }
  throw new Error(`no package.json of ${name}`);
}

const mui = packageRoot('@mui/material');

interface LazyModule {
  /** What the stand-in imports to reach the real module, and what libraries import by name. */
  specifier: string;
  /**
   * For a module of @mui/material that `importer`, another of its modules, imports by relative path: the real
   * module's own file. That import gets the stand-in (the others, for the file's other exports, get the file), and
   * the stand-in's import of `specifier` gets the file itself.
   */
  file?: string;
  importer?: string;
  standIn: string;
}

/**
 * Modules the libraries import up front although a page renders them late or never, each with the lazy stand-in
 * that takes its place: RJSF's Markdown parser (for `ui:enableMarkdownIn…`), about 30 KB gzip; the toasts, none
 * shown before the person starts using the page, and MUI's CSS-variables theme provider, which our theme (no
 * `cssVariables`, no `colorSchemes`) never renders, together about 10 KB.
 */
const LAZY_MODULES: LazyModule[] = [
  { specifier: 'markdown-to-jsx/react', standIn: 'lazy-markdown.tsx' },
  { specifier: 'notistack', standIn: 'lazy-notistack.tsx' },
  {
    specifier: '@mui/material/styles',
    file: 'styles/ThemeProviderWithVars.mjs',
    importer: 'styles/ThemeProvider.mjs',
    standIn: 'lazy-css-vars-provider.tsx',
  },
].map((module) => ({
  ...module,
  file: module.file && resolve(mui, module.file),
  importer: module.importer && resolve(mui, module.importer),
  standIn: resolve(engine, module.standIn),
}));

/**
 * RJSF's components that our forms never render, by the registry module that lists them (each imports them by
 * default): fields and widgets for schemas we do not write (`oneOf`/`anyOf`, layout grids, `null`, files, colours,
 * ratings, ranges with MUI's slider, text areas, RJSF's own radio buttons and check-box lists), and the core's and
 * the MUI theme's templates that the MUI theme or src/engine replaces, or that show only what our forms turn off
 * (the error list, the submit button, optional-data controls): about 18 KB gzip. Each is fetched the first time it
 * renders, should a form ever use it.
 */
const UNRENDERED: Record<string, { package: string; imports: string[] }> = {
  'lib/components/fields/index.js': {
    package: '@rjsf/core',
    imports: [
      'CyclicSchemaField',
      'FallbackField',
      'LayoutGridField',
      'LayoutHeaderField',
      'LayoutMultiSchemaField',
      'MultiSchemaField',
      'NullField',
      'OptionalDataControlsField',
    ].map((name) => `./${name}.js`),
  },
  'lib/components/widgets/index.js': {
    package: '@rjsf/core',
    imports: [
      'AltDateTimeWidget',
      'AltDateWidget',
      'CheckboxesWidget',
      'CheckboxWidget',
      'ColorWidget',
      'DateTimeWidget',
      'FileWidget',
      'RadioWidget',
      'RangeWidget',
      'RatingWidget',
      'SelectWidget',
      'TextareaWidget',
      'TimeWidget',
      'URLWidget',
    ].map((name) => `./${name}.js`),
  },
  'lib/components/templates/index.js': {
    package: '@rjsf/core',
    imports: [
      'ArrayFieldItemTemplate',
      'ArrayFieldTemplate',
      'BaseInputTemplate',
      'CyclicSchemaExpandTemplate',
      'DescriptionField',
      'ErrorList',
      'FallbackFieldTemplate',
      'FieldErrorTemplate',
      'FieldHelpTemplate',
      'FieldTemplate/index',
      'GridTemplate',
      'MultiSchemaFieldTemplate',
      'ObjectFieldTemplate',
      'OptionalDataControlsTemplate',
      'TitleField',
      'UnsupportedField',
      'WrapIfAdditionalTemplate',
    ].map((name) => `./${name}.js`),
  },
  'lib/components/templates/ButtonTemplates/index.js': {
    package: '@rjsf/core',
    imports: ['./AddButton.js', './SubmitButton.js'],
  },
  'lib/Templates/Templates.js': {
    package: '@rjsf/mui',
    imports: [
      'AddButton',
      'ArrayFieldItemTemplate',
      'CyclicSchemaExpandTemplate',
      'ErrorList',
      'FieldErrorTemplate',
      'GridTemplate',
      'MultiSchemaFieldTemplate',
      'OptionalDataControlsTemplate',
      'SubmitButton',
      'TitleField',
    ].map((name) => `../${name}/index.js`),
  },
  'lib/Widgets/Widgets.js': {
    package: '@rjsf/mui',
    imports: ['CheckboxesWidget', 'RadioWidget', 'RangeWidget', 'TextareaWidget'].map(
      (name) => `../${name}/${name}.js`,
    ),
  },
};

/** The ids of the stand-ins of `UNRENDERED` start with this. */
export const UNRENDERED_PREFIX = '\0lazy-component:';

/** The stand-in of an unrendered component: nothing until it renders, then the component's chunk. */
function unrenderedStandIn(file: string): string {
  return [
    `import { lazyComponent } from ${JSON.stringify(resolve(engine, 'lazy-component.tsx'))};`,
    `export default lazyComponent(() => import(${JSON.stringify(file)}));`,
  ].join('\n');
}

/**
 * Production builds only: an import of one of `LAZY_MODULES` resolves to its stand-in, which loads the real module
 * the first time it renders it (the stand-in's own import reaches the real module), and so does each import of
 * `UNRENDERED`.
 */
export function lazyModulesPlugin(): Plugin {
  const byStandIn = new Map(LAZY_MODULES.map((module) => [module.standIn, module]));
  const bySpecifier = new Map(
    LAZY_MODULES.filter((module) => !module.file).map((module) => [module.specifier, module]),
  );
  const byFile = new Map(LAZY_MODULES.filter((module) => module.file).map((module) => [module.file, module]));
  const unrendered = new Map(
    Object.entries(UNRENDERED).map(([registry, { package: name, imports }]) => [
      resolve(packageRoot(name), registry),
      new Set(imports),
    ]),
  );
  return {
    name: 'lazy-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      const own = byStandIn.get(importer);
      if (own) return own.file && source === own.specifier ? own.file : undefined;
      const bySource = bySpecifier.get(source);
      if (bySource) return bySource.standIn;
      if (!source.startsWith('.') || !isAbsolute(importer)) return undefined;
      const target = resolve(dirname(importer), source);
      if (unrendered.get(importer)?.has(source)) return UNRENDERED_PREFIX + target;
      const module = byFile.get(target);
      return module?.importer === importer ? module.standIn : undefined;
    },
    load(id) {
      return id.startsWith(UNRENDERED_PREFIX) ? unrenderedStandIn(id.slice(UNRENDERED_PREFIX.length)) : undefined;
    },
  };
}
