import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const engineBarrel = resolve(import.meta.dirname, '../src/engine/index.ts');
const hoistNonReactStatics = `${sep}node_modules${sep}hoist-non-react-statics${sep}`;

/**
 * Production builds only: marks modules free of side effects that the bundler cannot see to be so, so that a page
 * loads them only for what it uses of their exports. What each saves, by test/app/bundle.test.ts's counts (gzip -9)
 * against a build without it (measured 2026-11, with /login at 166,825 bytes and the business information step at
 * 307,856):
 * - src/engine/index.ts re-exports the engine's modules and the wizard manifest. Otherwise each module it names
 *   would count as imported by every page importing any of them, and /login (the form view only) would load the
 *   wizard, its sidebar and its footer as well: /login 117.3 KB (284,137 bytes without), while the step, whose
 *   chunks are then cut differently, would be 4.8 KB lighter (303,051).
 * - hoist-non-react-statics only defines a function. @emotion/react imports it for side effects although only its
 *   `withTheme`, which nothing here uses, calls it: 0.9 KB on every page (/login 167,729 bytes without, the step
 *   308,806). That is under the 2 KB a rule of this kind must save to stay, but without it both pages exceed their
 *   budgets (167,000 and 308,000 bytes), which may only stay or fall.
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
