import {
  appliesAlways,
  declarationsOf,
  itemDeclarationsOf,
  ownConditions,
  propertiesOf,
  summarySchema,
  type Declaration,
} from './declarations.ts';
import { childUi, fieldUi, orderedNames, type FieldUi } from './field-ui.ts';
import { isObject, type JsonObject } from './json.ts';

/** What a field holds: fields of its own, a list of entries, or one value. */
export type FieldKind = 'object' | 'list' | 'value';

/** A field of a form, for any data: what the paper form, the catalogue and the lint list. */
export interface FormField {
  name: string;
  /** The data path; a list's element is `items` (`['shops', 'items', 'companyName']`). */
  path: string[];
  kind: FieldKind;
  /** What the declarations say of the value, summed up (see `summarySchema`), `$ref`s followed. */
  schema: JsonObject;
  /** Every schema that declares the field, each with the conditions it applies under. */
  declarations: Declaration[];
  /** Required whenever its object shows. */
  required: boolean;
  /** Required whenever it shows: also a conditional field its condition requires (a credit limit on credit). */
  requiredWhenShown: boolean;
  /** Shown only when a condition holds (besides its object's): every declaration is inside a `then`/`else`. */
  conditional: boolean;
  /**
   * The `if` schemas (an `else` as `{ not: if }`) its least conditional declaration applies under, counted from
   * the form's top (a list's conditions are also its entries' fields'); empty when always shown.
   */
  conditions: JsonObject[];
  ui: FieldUi;
  /** The values it offers: its `enum`, true and false for a yes/no, or the `examples` a free text offers. */
  values: unknown[];
  /** The locale key of each rule's message (`errorMessage`: `{ minimum: 'errors.min' }`). */
  messages: Record<string, string>;
  /** An object's fields, or a list's element's fields when the element is an object, in display order. */
  fields: FormField[];
  /** A list's element (named `items`). */
  item?: FormField;
}

const hasType = (declarations: readonly Declaration[], type: string) =>
  declarations.some(({ schema }) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type)));

/** The values a field offers (see `FormField.values`). */
export function offeredValues(schema: JsonObject): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.type === 'boolean') return [true, false];
  if (Array.isArray(schema.examples) && schema.type === 'string') return schema.examples;
  // A list of choices (checkboxes) offers its items' values.
  if (schema.type === 'array' && isObject(schema.items) && Array.isArray(schema.items.enum)) return schema.items.enum;
  return [];
}

/** The message keys a schema names for its rules (`errorMessage`, as ajv-errors reads it). */
export function messageKeys(schema: JsonObject): Record<string, string> {
  const messages = schema.errorMessage;
  if (typeof messages === 'string') return { '*': messages };
  if (!isObject(messages)) return {};
  return Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function kindOf(declarations: readonly Declaration[]): FieldKind {
  if (hasType(declarations, 'array')) return 'list';
  return hasType(declarations, 'object') || declarations.some(({ schema }) => isObject(schema.properties))
    ? 'object'
    : 'value';
}

function buildField(
  root: JsonObject,
  name: string,
  path: string[],
  declarations: Declaration[],
  ui: JsonObject,
  required: boolean,
  parentConditions: readonly JsonObject[],
  requiredUnder: readonly JsonObject[][] = [],
): FormField {
  const schema = summarySchema(declarations);
  const kind = kindOf(declarations);
  // Of the least conditional declarations the last, the one that says most (a list's with its `items`).
  const fewest = Math.min(...declarations.map(({ conditions }) => conditions.length));
  const least = declarations.findLast(({ conditions }) => conditions.length === fewest);
  const field: FormField = {
    name,
    path,
    kind,
    schema,
    declarations,
    required,
    requiredWhenShown:
      required ||
      requiredUnder.some((conditions) => conditions.every((condition) => least?.conditions.includes(condition))),
    conditional: !declarations.some((part) => appliesAlways(part, parentConditions)),
    conditions: least?.conditions ?? [],
    ui: fieldUi(ui),
    values: offeredValues(schema),
    messages: Object.assign({}, ...[...declarations].reverse().map(({ schema: part }) => messageKeys(part))),
    fields: [],
  };
  if (kind === 'object') field.fields = objectFields(root, path, declarations, ui);
  if (kind === 'list') {
    const items = itemDeclarationsOf(declarations, root);
    field.item = buildField(
      root,
      'items',
      [...path, 'items'],
      items,
      childUi(ui, 'items'),
      false,
      ownConditions(items),
    );
    field.fields = field.item.fields;
  }
  return field;
}

function objectFields(root: JsonObject, path: string[], declarations: Declaration[], ui: JsonObject): FormField[] {
  const properties = propertiesOf(declarations, root);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const own = ownConditions(declarations);
  return orderedNames([...byName.keys()], ui).map((name) => {
    const { declarations: declared, required, requiredUnder } = byName.get(name)!;
    return buildField(root, name, [...path, name], declared, childUi(ui, name), required, own, requiredUnder);
  });
}

const cache = new WeakMap<JsonObject, WeakMap<JsonObject, FormField[]>>();

/**
 * Every field of a form (bundled schema and UI schema), for any data, in display order: the fields any
 * condition may show are included and marked `conditional`. Object fields and lists carry their own fields.
 * Worked out once per schema and UI schema (read-only: do not change the answer).
 */
export function formFields(form: { schema: JsonObject; uiSchema: JsonObject }): FormField[] {
  const byUi = cache.get(form.schema) ?? new WeakMap<JsonObject, FormField[]>();
  cache.set(form.schema, byUi);
  let fields = byUi.get(form.uiSchema);
  if (!fields) {
    fields = objectFields(form.schema, [], declarationsOf(form.schema, form.schema), form.uiSchema);
    byUi.set(form.uiSchema, fields);
  }
  return fields;
}

/**
 * The values the field at a UI-schema or data path offers (see `FormField.values`), for labelling them with
 * `ui:options.labels`; none when the form has no such field.
 */
export function valuesAt(form: { schema: JsonObject; uiSchema: JsonObject }, path: readonly string[]): unknown[] {
  return fieldAt(formFields(form), path)?.values ?? [];
}

/** Every field of `fields` and of the fields inside them, depth first, in display order. */
export function flattenFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((field) => [field, ...flattenFields(field.fields)]);
}

/**
 * The field at a data path of a form (`['applicants', 'items', 'ssn']`; a list index stands for `items`), or
 * undefined when the form has no such field.
 */
export function fieldAt(fields: readonly FormField[], path: readonly string[]): FormField | undefined {
  let level: readonly FormField[] = fields;
  let found: FormField | undefined;
  for (const part of path) {
    if (part === 'items' || /^\d+$/.test(part)) {
      found = found?.item;
      if (!found) return undefined;
      level = found.fields;
      continue;
    }
    found = level.find((field) => field.name === part);
    if (!found) return undefined;
    level = found.fields;
  }
  return found;
}
