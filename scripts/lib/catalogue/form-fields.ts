import { isJsonObject, resolveLocalRef as resolveRef, type JsonObject } from '../../../src/shared/schema-bundle.ts';

/** One field of a form as the catalogue lists it. */
export interface CatalogueField {
  /** Dotted path, with `[]` for the items of a list: `applicants[].ssn`. */
  path: string;
  /** The UI-schema node of the field (title, help, options). */
  ui: JsonObject;
  /** The field's schema, `$ref`s followed. */
  schema: JsonObject;
  required: boolean;
  /** The `if` schemas under which the field is shown; empty when always shown. */
  conditions: JsonObject[];
}

const isObject = isJsonObject;

/** Properties of an object schema, with those declared under `allOf[].if/then` tagged with their condition. */
function propertiesOf(
  schema: JsonObject,
): Array<{ name: string; schema: JsonObject; required: boolean; condition?: JsonObject }> {
  const out: Array<{ name: string; schema: JsonObject; required: boolean; condition?: JsonObject }> = [];
  const collect = (part: JsonObject, condition?: JsonObject) => {
    const required = new Set(Array.isArray(part.required) ? (part.required as string[]) : []);
    for (const [name, property] of Object.entries(isObject(part.properties) ? part.properties : {})) {
      if (isObject(property)) out.push({ name, schema: property, required: required.has(name), condition });
    }
  };
  collect(schema);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : []) {
    if (isObject(member.then) && isObject(member.if)) collect(member.then, member.if);
    if (isObject(member.else) && isObject(member.if)) collect(member.else, { not: member.if });
  }
  return out;
}

function orderOf(ui: JsonObject, names: string[]): string[] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const listed = order.filter((name) => names.includes(name));
  return [...new Set([...listed, ...names])];
}

/**
 * Every field of a form in the order a person meets them (`ui:order`), descending into lists of objects. Hidden
 * technical fields (`ui:widget: hidden`) are left out: nobody reads or fills them.
 */
export function formFields(root: JsonObject, uiSchema: JsonObject): CatalogueField[] {
  const walk = (schema: JsonObject, ui: JsonObject, prefix: string, conditions: JsonObject[]): CatalogueField[] => {
    const properties = propertiesOf(schema);
    const byName = new Map<string, (typeof properties)[number]>();
    // A field declared in several conditions (a list, and a rule on its items) is described by its last
    // declaration, the one the generated types use too: earlier ones only add a condition's rules.
    for (const property of properties) byName.set(property.name, property);
    return orderOf(ui, [...byName.keys()]).flatMap((name) => {
      const property = byName.get(name)!;
      const fieldSchema = resolveRef(property.schema, root);
      const fieldUi = isObject(ui[name]) ? ui[name] : {};
      if (fieldUi['ui:widget'] === 'hidden') return [];
      const path = `${prefix}${name}`;
      const fieldConditions = property.condition ? [...conditions, property.condition] : conditions;
      const field: CatalogueField = {
        path,
        ui: fieldUi,
        schema: fieldSchema,
        required: property.required,
        conditions: fieldConditions,
      };
      const items = isObject(fieldSchema.items) ? resolveRef(fieldSchema.items, root) : undefined;
      if (items && items.type === 'object') {
        return [field, ...walk(items, isObject(fieldUi.items) ? fieldUi.items : {}, `${path}[].`, fieldConditions)];
      }
      return [field];
    });
  };
  return walk(resolveRef(root, root), uiSchema, '', []);
}
