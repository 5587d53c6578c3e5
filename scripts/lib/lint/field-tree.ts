import { resolveLocalRef as resolve, type JsonObject } from '../../../src/shared/schema-bundle.ts';
import { isObject } from '../../../src/shared/form-model/index.ts';

/** A field of a form as the UI schema and effects see it: every schema that declares it, in one bundled form. */
export interface FieldNode {
  /** A field may be declared at the top and again in a condition (`allOf[].then.properties`): all count. */
  schemas: JsonObject[];
  /** The bundled form schema its local `$ref`s point into. */
  root: JsonObject;
}

/**
 * The schemas that describe the same value as `schema`: itself, what its `$ref` names, and the members of
 * `allOf`/`anyOf`/`oneOf` and of `then`/`else`. `if` is left out: it only tests fields declared elsewhere.
 */
function sameLevel(schema: JsonObject, root: JsonObject): JsonObject[] {
  const resolved = resolve(schema, root);
  const parts = [schema, ...(resolved === schema ? [] : [resolved])];
  for (const part of [...parts]) {
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const members = part[keyword];
      if (Array.isArray(members)) parts.push(...members.filter(isObject).flatMap((member) => sameLevel(member, root)));
    }
    for (const keyword of ['then', 'else']) {
      const branch = part[keyword];
      if (isObject(branch)) parts.push(...sameLevel(branch, root));
    }
  }
  return parts;
}

/** The fields (`properties`) of the object the schemas describe, conditional ones included, in declaration order. */
function objectFields(schemas: readonly JsonObject[], root: JsonObject): Map<string, FieldNode> {
  const fields = new Map<string, FieldNode>();
  for (const part of schemas.flatMap((schema) => sameLevel(schema, root))) {
    if (!isObject(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      if (!isObject(property)) continue;
      const field = fields.get(name) ?? { schemas: [], root };
      field.schemas.push(property);
      fields.set(name, field);
    }
  }
  return fields;
}

/** The fields of a form's top level. */
export function formFields(bundled: JsonObject): Map<string, FieldNode> {
  return objectFields([bundled], bundled);
}

/** The fields inside an object field; empty for other fields. */
export function childFields(field: FieldNode): Map<string, FieldNode> {
  return objectFields(field.schemas, field.root);
}

/** The element of an array field (`items`), or undefined when the field is not a list. */
export function itemOf(field: FieldNode): FieldNode | undefined {
  const items = field.schemas
    .flatMap((schema) => sameLevel(schema, field.root))
    .map((part) => part.items)
    .filter(isObject);
  return items.length ? { schemas: items, root: field.root } : undefined;
}

/** Whether any declaration of the field says it is of `type` (`"type": "boolean"` or a list including it). */
export function hasType(field: FieldNode, type: string): boolean {
  return field.schemas
    .flatMap((schema) => sameLevel(schema, field.root))
    .some((part) => part.type === type || (Array.isArray(part.type) && part.type.includes(type)));
}

/** The values a field allows from a fixed list (`enum`, or the `enum` of its items for a multiple choice). */
export function enumValues(field: FieldNode): string[] | undefined {
  const own = field.schemas
    .flatMap((schema) => sameLevel(schema, field.root))
    .find((part) => Array.isArray(part.enum))?.enum;
  const values = (own ?? (itemOf(field) && enumValues(itemOf(field)!))) as unknown[] | undefined;
  return values?.map((value) => String(value));
}

/** Where a field path stops reaching fields: the segment that names nothing, the path before it, and what was there. */
export interface MissingField {
  missing: string;
  parent: string[];
  among: string[];
}

/**
 * Steps from the top of a form along a dotted field path (`shops.creditLimit`, `applicants.0.ssn`): a number
 * or the next name steps into a list's items. Returns the field, or where the path stops reaching fields.
 */
export function fieldAtPath(fields: Map<string, FieldNode>, path: string): { field: FieldNode } | MissingField {
  const segments = path.split('.');
  let level = fields;
  let field: FieldNode | undefined;
  for (const [index, segment] of segments.entries()) {
    const item = field && itemOf(field);
    if (item && /^\d+$/.test(segment)) {
      field = item;
      continue;
    }
    const next = level.get(segment);
    if (!next) return { missing: segment, parent: segments.slice(0, index), among: [...level.keys()] };
    field = next;
    const nextItem = itemOf(next);
    level = childFields(nextItem ?? next);
  }
  return { field: field! };
}
