type SchemaNode = { [key: string]: unknown };

function resolveRef(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as SchemaNode)[part] : undefined), root);
  return target && typeof target === 'object' ? resolveRef(target as SchemaNode, root) : node;
}

/** Schemas a property may be declared in: the node itself and its conditional branches (`allOf`, `then`, `else`). */
function branches(node: SchemaNode): SchemaNode[] {
  const nested = [...((node.allOf as SchemaNode[] | undefined) ?? []), node.then, node.else].filter(Boolean) as SchemaNode[];
  return [node, ...nested.flatMap(branches)];
}

/**
 * The schema of the field at `path` (`['applicants', 'items', 'ssn']` or with an index instead of `items`),
 * looking through `$ref`s and conditionally shown properties. Undefined when no such field exists.
 */
export function schemaAt(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolveRef(root, root);
  for (const part of path) {
    if (!node) return undefined;
    if (part === 'items' || /^\d+$/.test(part)) {
      node = node.items && typeof node.items === 'object' ? resolveRef(node.items as SchemaNode, root) : undefined;
      continue;
    }
    const found: SchemaNode | undefined = branches(node)
      .map((branch) => (branch.properties as SchemaNode | undefined)?.[part] as SchemaNode | undefined)
      .find(Boolean);
    node = found ? resolveRef(found, root) : undefined;
  }
  return node;
}

/** The values a field can take, for labelling: its `enum`, or true/false for a boolean. */
export function enumValuesAt(root: SchemaNode, path: readonly string[]): readonly unknown[] {
  const node = schemaAt(root, path);
  if (Array.isArray(node?.enum)) return node.enum;
  if (node?.type === 'boolean') return [true, false];
  return [];
}
