import { resolveLocalRef } from '../shared/schema-bundle.ts';

type SchemaNode = { [key: string]: unknown };

/** Schemas a property may be declared in: the node itself and its conditional branches (`allOf`, `then`, `else`). */
function branches(node: SchemaNode): SchemaNode[] {
  const nested = [...((node.allOf as SchemaNode[] | undefined) ?? []), node.then, node.else].filter(
    Boolean,
  ) as SchemaNode[];
  return [node, ...nested.flatMap(branches)];
}

/**
 * The schema of the field at `path` (`['applicants', 'items', 'ssn']` or with an index instead of `items`),
 * looking through `$ref`s and conditionally shown properties. A field declared in several places (a list in one
 * condition, a rule on its items in another) is followed through all of them, and the declaration that says
 * what the field holds (its `enum` or `type`) is answered. Undefined when no such field exists.
 */
export function schemaAt(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let nodes: SchemaNode[] = [resolveLocalRef(root, root)];
  for (const part of path) {
    const next: unknown[] =
      part === 'items' || /^\d+$/.test(part)
        ? nodes.map((node) => node.items)
        : nodes.flatMap(branches).map((branch) => (branch.properties as SchemaNode | undefined)?.[part]);
    nodes = next
      .filter((node): node is SchemaNode => !!node && typeof node === 'object')
      .map((node) => resolveLocalRef(node, root));
    if (!nodes.length) return undefined;
  }
  return nodes.find((node) => node.enum !== undefined) ?? nodes.find((node) => node.type !== undefined) ?? nodes[0];
}

/**
 * The values a field can take, for labelling: its `enum` (or its items' for a list of choices), true/false for a
 * boolean, or the `examples` a free-text field offers as choices (a business description: the usual answers, or any
 * other text).
 */
export function enumValuesAt(root: SchemaNode, path: readonly string[]): readonly unknown[] {
  const node = schemaAt(root, path);
  if (Array.isArray(node?.enum)) return node.enum;
  // A list of choices (checkboxes): the values its items may take.
  const items = node?.items as SchemaNode | undefined;
  if (Array.isArray(items?.enum)) return items.enum;
  if (Array.isArray(node?.examples)) return node.examples;
  if (node?.type === 'boolean') return [true, false];
  return [];
}
