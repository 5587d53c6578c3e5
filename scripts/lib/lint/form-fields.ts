import { formFields, type FormField, type JsonObject } from '../../../src/shared/form-model/index.ts';

export type { FormField };

/** Fields by name, in the form model's display order. */
const byName = (fields: readonly FormField[]) => new Map(fields.map((field) => [field.name, field]));

/** The fields of a form's top level, as the form model reads them (conditional fields included). */
export function topFields(bundled: JsonObject): Map<string, FormField> {
  return byName(formFields({ schema: bundled, uiSchema: {} }));
}

/** The fields inside an object field; empty for other fields (a list's are its `item`'s). */
export function childFields(field: FormField): Map<string, FormField> {
  return field.kind === 'object' ? byName(field.fields) : new Map();
}

/** The element of a list field, or undefined when the field is not a list. */
export function itemOf(field: FormField): FormField | undefined {
  return field.kind === 'list' ? field.item : undefined;
}

/** Whether any declaration of the field says it is of `type`. */
export function hasType(field: FormField, type: string): boolean {
  return field.declarations.some(
    ({ schema }) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type)),
  );
}

/** The values a field allows from a fixed list (`enum`, or the `enum` of its items for a multiple choice). */
export function enumValues(field: FormField): string[] | undefined {
  const own = field.declarations.find(({ schema }) => Array.isArray(schema.enum))?.schema.enum as unknown[] | undefined;
  const item = itemOf(field);
  return (own?.map(String) ?? (item && enumValues(item))) || undefined;
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
export function fieldAtPath(fields: Map<string, FormField>, path: string): { field: FormField } | MissingField {
  const segments = path.split('.');
  let level = fields;
  let field: FormField | undefined;
  for (const [index, segment] of segments.entries()) {
    const item = field && itemOf(field);
    if (item && /^\d+$/.test(segment)) {
      field = item;
      continue;
    }
    const next = level.get(segment);
    if (!next) return { missing: segment, parent: segments.slice(0, index), among: [...level.keys()] };
    field = next;
    level = childFields(itemOf(next) ?? next);
  }
  return { field: field! };
}
