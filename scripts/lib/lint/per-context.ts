import type { LintContext } from './types.ts';

/**
 * `derive`, computed once per lint run: several rules ask for the same facts of the files (every key, every
 * reference to one), and each run has a context of its own, so nothing is carried from one version of the files to
 * the next.
 */
export function perContext<Result>(derive: (context: LintContext) => Result): (context: LintContext) => Result {
  const results = new WeakMap<LintContext, Result>();
  return (context) => {
    if (!results.has(context)) results.set(context, derive(context));
    return results.get(context)!;
  };
}
