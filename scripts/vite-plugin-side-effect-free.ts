import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const engineBarrel = resolve(import.meta.dirname, '../src/engine/index.ts');
const hoistNonReactStatics = `${sep}node_modules${sep}hoist-non-react-statics${sep}`;

/**
 * Production builds only: marks modules free of side effects that the bundler cannot see to be so, so that a page
 * loads them only for what it uses of their exports.
 * - src/engine/index.ts re-exports the engine's modules and the wizard manifest. Otherwise each module it names
 *   would count as imported by every page importing any of them, and /login (the form view only) would load the
 *   wizard, its sidebar and its footer as well.
 * - hoist-non-react-statics only defines a function. @emotion/react imports it for side effects although only its
 *   `withTheme`, which nothing here uses, calls it.
 */
export function sideEffectFreePlugin(): Plugin {
  return {
    name: 'side-effect-free',
    apply: 'build',
    transform(_code, id) {
      return id === engineBarrel || id.includes(hoistNonReactStatics) ? { moduleSideEffects: false } : undefined;
    },
  };
}
