import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { JsonObject } from '../../shared/schema-bundle.ts';

type Node = JsonObject;

const isObject = (value: unknown): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Keeps of valid form data only the fields the form shows for that data: properties declared by the schema
 * itself or by a condition that holds (`if`/`then`, `else`, also inside `allOf` and in list items). What the form
 * hides is not stored: a cash account keeps no credit limit, whatever the request carried, and names the schema
 * does not know are dropped. The schema is the form's bundled schema (its `$ref`s point into its `definitions`).
 */
export function createShownFields(ajv: Ajv) {
  const conditions = new WeakMap<object, ValidateFunction>();

  const holds = (condition: Node, root: Node, data: unknown): boolean => {
    let validate = conditions.get(condition);
    if (!validate) {
      validate = ajv.compile(root.definitions ? { ...condition, definitions: root.definitions } : condition);
      conditions.set(condition, validate);
    }
    return validate(data) as boolean;
  };

  const resolve = (node: Node, root: Node): Node => {
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
    const target = (root.definitions as Node | undefined)?.[ref.slice('#/definitions/'.length)];
    return isObject(target) ? resolve(target, root) : node;
  };

  /** The node and the branches that apply to `data` (its `allOf` members, its `then` or `else`), each resolved. */
  const activeParts = (node: Node, root: Node, data: unknown): Node[] => {
    const resolved = resolve(node, root);
    const parts = [
      resolved,
      ...((resolved.allOf as Node[] | undefined) ?? []).flatMap((member) => activeParts(member, root, data)),
    ];
    if (isObject(resolved.if)) {
      const branch = holds(resolved.if, root, data) ? resolved.then : resolved.else;
      if (isObject(branch)) parts.push(...activeParts(branch, root, data));
    }
    return parts;
  };

  const shown = (nodes: Node[], root: Node, data: unknown): unknown => {
    const parts = nodes.flatMap((node) => activeParts(node, root, data));
    if (Array.isArray(data)) {
      const items = parts.map((part) => part.items).filter(isObject);
      return items.length ? data.map((item) => shown(items, root, item)) : data;
    }
    if (!isObject(data)) return data;
    const out: JsonObject = {};
    for (const [name, value] of Object.entries(data)) {
      const declarations = parts.map((part) => (part.properties as Node | undefined)?.[name]).filter(isObject);
      if (declarations.length) out[name] = shown(declarations, root, value);
    }
    return out;
  };

  return <T>(schema: JsonObject, data: T): T => shown([schema], schema, data) as T;
}

export type ShownFields = ReturnType<typeof createShownFields>;
