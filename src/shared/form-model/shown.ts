import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { childUi, fieldUi, itemTitleKey, orderedNames, type FieldUi } from './field-ui.ts';
import { messageKeys, offeredValues, type FieldKind } from './fields.ts';
import { isObject, type JsonObject } from './json.ts';

/** A field as the form shows it for some data: what the browser renders, the review lists and the server keeps. */
export interface ShownField {
  name: string;
  /** The data path, with list indices (`['shops', 0, 'companyName']`). */
  path: (string | number)[];
  kind: FieldKind;
  /** The field's schema for this data: `$ref`s, `allOf` and `if`/`then`/`else` resolved by RJSF's `retrieveSchema`. */
  schema: JsonObject;
  /** Required for this data. */
  required: boolean;
  ui: FieldUi;
  values: unknown[];
  messages: Record<string, string>;
  /** The value the data holds (undefined when none). */
  value: unknown;
  /** An object's fields shown for its value, in display order. */
  fields: ShownField[];
  /** A list's entries, one per value held (named by index), each with its title's locale key. */
  entries: ShownEntry[];
}

interface ShownEntry extends ShownField {
  /** `ui:options.itemTitles` (the last repeating), else the element's `ui:title`; fill `{number}` with index + 1. */
  titleKey?: string;
}

/** A form's bundled schema and UI schema, and the validator RJSF decides its conditions with. */
export interface FormWithValidator {
  schema: JsonObject | RJSFSchema;
  uiSchema: JsonObject;
  validator: ValidatorType;
}

type Walk = FormWithValidator;

function resolve(walk: Walk, schema: JsonObject, value: unknown): JsonObject {
  return retrieveSchema(walk.validator, schema as RJSFSchema, walk.schema as RJSFSchema, value as never) as JsonObject;
}

function kindOf(schema: JsonObject, value: unknown): FieldKind {
  if (schema.type === 'array' || (schema.type === undefined && Array.isArray(value))) return 'list';
  if (schema.type === 'object' || isObject(schema.properties)) return 'object';
  return 'value';
}

function shownField(
  walk: Walk,
  name: string,
  path: (string | number)[],
  declared: JsonObject,
  ui: JsonObject,
  value: unknown,
  required: boolean,
): ShownField {
  const schema = resolve(walk, declared, value);
  const kind = kindOf(schema, value);
  const field: ShownField = {
    name,
    path,
    kind,
    schema,
    required,
    ui: fieldUi(ui),
    values: offeredValues(schema),
    messages: messageKeys(schema),
    value,
    fields: kind === 'object' ? objectFields(walk, path, schema, ui, value) : [],
    entries: [],
  };
  if (kind === 'list' && Array.isArray(value)) {
    const items = isObject(schema.items) ? schema.items : {};
    const itemUi = childUi(ui, 'items');
    const itemFacts = fieldUi(itemUi);
    field.entries = value.map((item, index) => ({
      ...shownField(walk, String(index), [...path, index], items, itemUi, item, false),
      titleKey: itemTitleKey(field.ui, itemFacts, index),
    }));
  }
  return field;
}

function objectFields(
  walk: Walk,
  path: (string | number)[],
  resolved: JsonObject,
  ui: JsonObject,
  value: unknown,
): ShownField[] {
  const properties = isObject(resolved.properties) ? resolved.properties : {};
  const required = new Set(Array.isArray(resolved.required) ? resolved.required.map(String) : []);
  const data = isObject(value) ? value : {};
  return orderedNames(Object.keys(properties), ui).flatMap((name) => {
    const declared = properties[name];
    if (!isObject(declared)) return [];
    return [shownField(walk, name, [...path, name], declared, childUi(ui, name), data[name], required.has(name))];
  });
}

/**
 * The fields a form shows for `data`, in display order, as RJSF resolves them (`retrieveSchema` with the form's
 * validator decides each `if`): hidden technical fields (`ui.hidden`) and empty ones included, so each reader
 * picks what it needs (the review skips both, the server keeps the hidden ones).
 */
export function shownFields(form: FormWithValidator, data: unknown): ShownField[] {
  const top = resolve(form, form.schema as JsonObject, data);
  return objectFields(form, [], top, form.uiSchema, data);
}

/** Every field of `fields` and of the objects and list entries inside them, depth first, in display order. */
export function flattenShown(fields: readonly ShownField[]): ShownField[] {
  return fields.flatMap((field) => [field, ...flattenShown(field.fields), ...flattenShown(field.entries)]);
}

/**
 * What is kept of `value`, a field declared by `declared`: the same walk as `shownFields`, without what a reader of
 * the fields needs and keeping does not (their UI facts, offered values and message keys, half a save's filter);
 * only fields that hold a value are resolved.
 */
function kept(walk: Walk, declared: JsonObject, ui: JsonObject, value: unknown): unknown {
  if (value === undefined) return value;
  const schema = resolve(walk, declared, value);
  const kind = kindOf(schema, value);
  if (kind === 'object' && isObject(value)) return keptObject(walk, schema, ui, value);
  if (kind === 'list' && Array.isArray(value)) {
    const items = isObject(schema.items) ? schema.items : {};
    const itemUi = childUi(ui, 'items');
    return value.map((item) => kept(walk, items, itemUi, item));
  }
  return value;
}

function keptObject(walk: Walk, resolved: JsonObject, ui: JsonObject, value: JsonObject): JsonObject {
  const properties = isObject(resolved.properties) ? resolved.properties : {};
  const out: JsonObject = {};
  for (const name of orderedNames(Object.keys(properties), ui)) {
    const declared = properties[name];
    if (isObject(declared) && value[name] !== undefined)
      out[name] = kept(walk, declared, childUi(ui, name), value[name]);
  }
  return out;
}

/**
 * Of valid form data, only the fields the form shows for that data: what the form hides is not stored (a cash
 * account keeps no credit limit, whatever the request carried), and names the schema does not know are dropped.
 * Hidden technical fields (an applicant's `id`) are kept: the form carries them.
 */
export function keepShown<T>(form: FormWithValidator, data: T): T {
  if (!isObject(data)) return data;
  return keptObject(form, resolve(form, form.schema as JsonObject, data), form.uiSchema, data) as T;
}
