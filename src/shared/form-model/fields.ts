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
import type { JsonPath } from '../schema-bundle.ts';
import { isObject, type JsonObject } from './json.ts';

/** What a field holds: fields of its own, a list of entries, or one value. */
export type FieldKind = 'object' | 'list' | 'value';

/** A field of a form, for any data: what the paper form, the catalogue and the lint list. */
export interface FormField {
  name: string;
  /**
   * The data path; a list's element is `items` (`['shops', 'items', 'companyName']`). It is also where the field's
   * settings are in the UI schema (RJSF's convention: a list's element has its settings under `items`).
   */
  path: string[];
  /** Where the schema says most of it (its least conditional declaration) is written in the bundled schema. */
  schemaPath: JsonPath;
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
    schemaPath: least?.path ?? [],
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

/**
 * Every field of `fields` and of the fields inside them, depth first, in display order; with `items`, a list's
 * element too (before its fields), for readers of the UI schema, where it has settings of its own.
 */
export function flattenFields(fields: readonly FormField[], { items = false } = {}): FormField[] {
  return fields.flatMap((field) => [
    field,
    ...(items && field.item ? [field.item] : []),
    ...flattenFields(field.fields, { items }),
  ]);
}

/** Where a field path stops reaching fields: the step that names nothing, the steps before it, the names there. */
export interface MissingField {
  missing: string;
  parent: string[];
  among: string[];
}

/**
 * The field at a data path of a form (`['applicants', 'items', 'ssn']`; `items` or a list index steps into a
 * list's element, and a list's fields may be named right after it: `shops.creditLimit`), or where the path stops
 * reaching fields (for messages that say which name is wrong and which were there).
 */
export function findField(fields: readonly FormField[], path: readonly string[]): { field: FormField } | MissingField {
  let level: readonly FormField[] = fields;
  let found: FormField | undefined;
  for (const [index, part] of path.entries()) {
    const item = found?.item;
    if (item && (part === 'items' || /^\d+$/.test(part))) {
      found = item;
      level = item.fields;
      continue;
    }
    found = level.find((field) => field.name === part);
    if (!found) return { missing: part, parent: path.slice(0, index), among: level.map((field) => field.name) };
    level = found.fields;
  }
  return found ? { field: found } : { missing: '', parent: [], among: level.map((field) => field.name) };
}

/** The field at a data path (see `findField`), or undefined when the form has no such field. */
export function fieldAt(fields: readonly FormField[], path: readonly string[]): FormField | undefined {
  const found = findField(fields, path);
  return 'field' in found ? found.field : undefined;
}

/** Whether any declaration of the field says it is of `type` (a field may be declared again under a condition). */
export function declaresType(field: FormField, type: string): boolean {
  return hasType(field.declarations, type);
}

/** The values a field allows from a fixed list, as texts: its `enum`, or its items' for a multiple choice. */
export function enumChoices(field: FormField): string[] | undefined {
  const own = field.declarations.find(({ schema }) => Array.isArray(schema.enum))?.schema.enum as unknown[] | undefined;
  if (own) return own.map(String);
  return field.kind === 'list' && field.item ? enumChoices(field.item) : undefined;
}
