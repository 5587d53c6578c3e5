// ESLint flat config. The import rules enforce the one-way flow of docs/architecture.md:
// schemas + locales -> src/shared -> src/engine -> src/widgets -> src/app; src/server imports src/shared only;
// nothing outside test/ imports test/. ESLint's own no-restricted-imports does it with path patterns, so no
// import resolver (and its native binaries) is needed.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FLOW = 'Data flows schemas/locales -> shared -> engine -> widgets -> app (docs/architecture.md).';
const SERVER = 'The server imports src/shared only (docs/architecture.md).';
const ENGINE_API =
  'Import the engine through its public API: src/engine/index.ts, or providers.ts, its light entry ' +
  '(docs/architecture.md).';
const TESTS = 'Only tests import test/: move what is shared into src/shared or scripts/lib.';
const TOASTS =
  "Show messages with the engine's useSnackbar (src/engine/providers.ts): the engine's provider is the only one " +
  "mounted, so notistack's own hook reaches none and the message is dropped.";
const RJSF_DEEP =
  "Import RJSF's inner modules through src/engine/rjsf.ts (or src/shared/rjsf-ajv.ts for the server and the lint), " +
  'where their versions are pinned and their byte savings measured.';

/** A group of import paths (gitignore-style patterns on the written path) a folder may not import. */
const banned = (folders, message) => ({ group: folders.map((folder) => `**/${folder}/**`), message });
const engineInternals = {
  group: ['**/engine/*', '!**/engine/index.ts', '!**/engine/providers.ts'],
  message: ENGINE_API,
};
const tests = banned(['test'], TESTS);
const toasts = { group: ['notistack', 'notistack/*'], message: TOASTS };
const rjsfDeep = { group: ['@rjsf/*/lib/**'], message: RJSF_DEEP };
/** The two modules that hold RJSF's inner imports for everyone else. */
const RJSF_DOORS = ['src/engine/rjsf.ts', 'src/shared/rjsf-ajv.ts'];

/** What each folder may not import (see the table in docs/architecture.md). */
const BOUNDARIES = {
  'src/shared': [banned(['engine', 'widgets', 'app', 'server', 'scripts'], FLOW), tests, toasts],
  'src/engine': [banned(['widgets', 'app', 'server', 'schemas', 'locales'], FLOW), tests],
  'src/widgets': [banned(['app', 'server', 'schemas', 'locales'], FLOW), engineInternals, tests, toasts],
  'src/app': [banned(['server', 'schemas'], FLOW), engineInternals, tests, toasts],
  'src/server': [banned(['engine', 'widgets', 'app'], SERVER), tests, toasts],
  scripts: [tests, toasts],
};

/** ESLint does not merge a rule's options across configs, so each file gets its folder's whole list at once. */
const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaryConfigs = Object.entries(BOUNDARIES).flatMap(([folder, patterns]) => [
  { files: [`${folder}/**/*.{ts,tsx}`], ignores: RJSF_DOORS, rules: restricted([...patterns, rjsfDeep]) },
  ...RJSF_DOORS.filter((door) => door.startsWith(`${folder}/`)).map((door) => ({
    files: [door],
    rules: restricted(patterns),
  })),
]);

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'test/.generated-*/', 'src/shared/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Type-only imports keep the browser bundle free of server modules and make the flow visible.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  ...boundaryConfigs,
  {
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
