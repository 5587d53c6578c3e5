// ESLint flat config. The import zones enforce the one-way flow of docs/architecture.md:
// schemas + locales -> src/shared -> src/engine -> src/widgets -> src/app; src/server imports src/shared only;
// nothing outside test/ imports test/.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A zone: files under `target` may not import anything under `from` (paths from the repository root). */
const zone = (target, from, message) => ({ target, from, message });

const FLOW = 'Data flows schemas/locales -> shared -> engine -> widgets -> app (docs/architecture.md).';
const SERVER = 'The server imports src/shared only (docs/architecture.md).';
const TESTS = 'Only tests import test/: move what is shared into src/shared or scripts/lib.';

const boundaries = [
  zone('./src/shared', ['./src/engine', './src/widgets', './src/app', './src/server', './scripts'], FLOW),
  zone('./src/engine', ['./src/widgets', './src/app', './src/server', './schemas', './locales'], FLOW),
  zone('./src/widgets', ['./src/app', './src/server', './schemas', './locales'], FLOW),
  zone('./src/app', ['./src/server', './schemas'], FLOW),
  zone('./src/server', ['./src/engine', './src/widgets', './src/app'], SERVER),
  zone(['./src', './scripts'], './test', TESTS),
];

/** The app and the widgets use the engine through its public index only, so its insides can change freely. */
const ENGINE_API =
  'Import the engine through its public API: src/engine/index.ts, or providers.ts, its light entry ' +
  '(docs/architecture.md).';
const engineInternals = ['./src/app', './src/widgets'].map((target) => ({
  target,
  from: './src/engine',
  except: ['./index.ts', './providers.ts'],
  message: ENGINE_API,
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'test/.generated-*/', 'src/shared/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...engineInternals] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Type-only imports keep the browser bundle free of server modules and make the flow visible.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
