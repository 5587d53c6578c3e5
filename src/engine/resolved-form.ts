import { hashForSchema, ID_KEY, type RJSFSchema } from '@rjsf/utils';
import { isObject, type JsonObject } from '../shared/form-model/json.ts';
import { withRefsResolved } from '../shared/form-model/resolved-refs.ts';
import { followLocalRef } from '../shared/local-ref.ts';

/** The key RJSF's precompiled validator looks a schema's function up by (its `$id`, else its hash). */
const keyOf = (schema: JsonObject) => (typeof schema[ID_KEY] === 'string' ? schema[ID_KEY] : hashForSchema(schema));

/**
 * Walks a schema node and its `$ref`-resolved copy side by side; where the original node has a precompiled
 * function and the copy differs, the copy's key is given the same function.
 */
function alias<F>(
  original: unknown,
  resolved: unknown,
  root: JsonObject,
  from: Record<string, F>,
  into: Record<string, F>,
): void {
  if (original === resolved) return;
  if (Array.isArray(original) && Array.isArray(resolved)) {
    original.forEach((item, index) => alias(item, resolved[index], root, from, into));
    return;
  }
  if (!isObject(original) || !isObject(resolved)) return;
  const fn = from[keyOf(original)];
  if (fn) into[keyOf(resolved)] = fn;
  // The copy of a `$ref` holds what the ref names (a ref into its own ancestors stays a ref: nothing under it).
  const target = typeof original.$ref === 'string' && !('$ref' in resolved) ? followLocalRef(original, root) : original;
  for (const [key, value] of Object.entries(target)) alias(value, resolved[key], root, from, into);
}

/**
 * The form schema with its `$ref`s resolved once, and the precompiled validators found under its keys as well.
 *
 * RJSF's `retrieveSchema` resolves every `$ref` of the part of the schema it is handed again on each call, building
 * new objects and comparing them deeply with the old, and a change calls it for the whole form several times (its
 * defaults, the schema for the new data): handed the schema resolved, the same calls find nothing to resolve
 * (measured in Node, RJSF's work on one change of business information 0.47 → 0.25 ms). The validators were compiled
 * at build time from the schema as written, and RJSF finds a validator by the hash of the (sub)schema it validates:
 * each function is also filed under the hash of its resolved copy. Resolving adds no code to the pages (compiling the
 * validators from the resolved schema would have inlined every shared definition into each place using it).
 */
export function resolvedForm<F>(
  schema: RJSFSchema,
  validateFns: Record<string, F>,
): { schema: RJSFSchema; validateFns: Record<string, F> } {
  const root = schema as JsonObject;
  const resolved = withRefsResolved(root);
  const fns = { ...validateFns };
  alias(root, resolved, root, validateFns, fns);
  return { schema: resolved as RJSFSchema, validateFns: fns };
}
