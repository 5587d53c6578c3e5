import { isJsonObject, resolveLocalRef as resolveRef, type JsonObject } from '../../shared/schema-bundle.ts';

/** Whether a JSON value is an object (not an array, not null). */
export const isObject = isJsonObject;

/** One declaration of a value: the schema, and whether it holds whatever the data is (not only under a condition). */
export interface SchemaPart {
  schema: JsonObject;
  conditional: boolean;
}

/**
 * Every schema that describes the same value: itself, what its `$ref` names, the members of `allOf`/`anyOf`/
 * `oneOf`, and the `then`/`else` branches (marked conditional: a field declared only there shows on screen only
 * when its condition holds, but a paper form has no conditions and lists it anyway). `if` only tests fields
 * declared elsewhere and is left out.
 */
export function partsOf(schema: JsonObject, root: JsonObject, conditional = false): SchemaPart[] {
  const resolved = resolveRef(schema, root);
  const parts: SchemaPart[] = [{ schema, conditional }];
  if (resolved !== schema) parts.push({ schema: resolved, conditional });
  for (const part of [...parts]) {
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const members = part.schema[keyword];
      // Only allOf members always hold; one of anyOf/oneOf may be the one that does not.
      const branch = conditional || keyword !== 'allOf';
      if (Array.isArray(members))
        parts.push(...members.filter(isObject).flatMap((member) => partsOf(member, root, branch)));
    }
    for (const keyword of ['then', 'else']) {
      const branch = part.schema[keyword];
      if (isObject(branch)) parts.push(...partsOf(branch, root, true));
    }
  }
  return parts;
}

/** A property of an object schema: all its declarations, and whether it is required whatever the data is. */
export interface PropertyParts {
  name: string;
  parts: SchemaPart[];
  required: boolean;
}

/** The properties of the object that `parts` describe, conditional ones included, in declaration order. */
export function propertiesOf(parts: readonly SchemaPart[], root: JsonObject): PropertyParts[] {
  const byName = new Map<string, PropertyParts>();
  for (const part of parts) {
    if (!isObject(part.schema.properties)) continue;
    for (const [name, property] of Object.entries(part.schema.properties)) {
      if (!isObject(property)) continue;
      const entry = byName.get(name) ?? { name, parts: [], required: false };
      entry.parts.push(...partsOf(property, root, part.conditional));
      byName.set(name, entry);
    }
  }
  for (const part of parts) {
    if (part.conditional || !Array.isArray(part.schema.required)) continue;
    for (const name of part.schema.required) {
      const entry = byName.get(String(name));
      if (entry) entry.required = true;
    }
  }
  return [...byName.values()];
}

/** The first value any declaration gives `keyword`. */
export function keywordOf(parts: readonly SchemaPart[], keyword: string): unknown {
  return parts.map((part) => part.schema[keyword]).find((value) => value !== undefined);
}

/** Whether any declaration says the value is of `type`. */
export function hasType(parts: readonly SchemaPart[], type: string): boolean {
  return parts.some(({ schema }) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type)));
}

/** The declarations of a list's element (`items`), or none when the value is not a list. */
export function itemPartsOf(parts: readonly SchemaPart[], root: JsonObject): SchemaPart[] {
  return parts.flatMap((part) =>
    isObject(part.schema.items) ? partsOf(part.schema.items, root, part.conditional) : [],
  );
}
