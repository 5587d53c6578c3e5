/** Names deeper than this are no field of a form (deeply nested data is a mutation, not a form). */
const MAX_DEPTH = 40;

/**
 * Every property name a schema declares anywhere (in every branch and definition), and every key of `data`:
 * the names a field error of a request may use.
 */
export function declaredNames(schema: unknown, data?: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown, collectKeys: boolean, depth: number): void => {
    if (depth > MAX_DEPTH || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, collectKeys, depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if (collectKeys) names.add(key);
      else if (key === 'properties' && value && typeof value === 'object')
        Object.keys(value).forEach((name) => names.add(name));
      walk(value, collectKeys, depth + 1);
    }
  };
  walk(schema, false, 0);
  walk(data, true, 0);
  return names;
}
