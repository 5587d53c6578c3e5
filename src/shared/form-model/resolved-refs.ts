import { followLocalRef } from '../local-ref.ts';
import { isObject, type JsonObject } from './json.ts';

const resolved = new WeakMap<object, JsonObject>();

/**
 * A bundled form schema with each local `$ref` replaced by the schema it names (keywords beside it kept, as
 * `followLocalRef` does), made once per schema: RJSF's `retrieveSchema` resolves every `$ref` again on each call,
 * and the filter of shown fields calls it for every field of every save (issue 28's profile of a save). A ref back
 * into one of its own ancestors (a recursive schema) stays a ref, for RJSF to follow as far as the data goes.
 */
export function withRefsResolved(schema: JsonObject): JsonObject {
  let done = resolved.get(schema);
  if (!done) {
    done = resolveNode(schema, schema, []) as JsonObject;
    resolved.set(schema, done);
  }
  return done;
}

function resolveNode(node: unknown, root: JsonObject, followed: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, root, followed));
  if (!isObject(node)) return node;
  let target = node;
  let path = followed;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    if (followed.includes(ref)) return node;
    target = followLocalRef(node, root);
    path = [...followed, ref];
  }
  return Object.fromEntries(Object.entries(target).map(([key, value]) => [key, resolveNode(value, root, path)]));
}
