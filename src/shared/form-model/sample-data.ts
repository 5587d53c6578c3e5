import { shownFields, type FormWithValidator, type ShownField } from './shown.ts';
import { isObject, type JsonObject } from './json.ts';

/**
 * Values tried, in order, for a required text field that gives no `examples`: the first one its pattern and length
 * accept is used. The lint asks every required field for an example, so these only fill forms being written.
 */
const TEXT_CANDIDATES = [
  'Sample',
  '123456789',
  '65802',
  '(417) 555-0100',
  '1234',
  'Bluestem1!',
  'sample@example.com',
  '1980-04-12',
  // A 1×1 transparent PNG, for signature fields.
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
];

/** Enough passes for conditions that open fields that open fields; each pass fills what the last one showed. */
const MAX_PASSES = 8;

function sampleText(schema: JsonObject): string {
  if (schema.format === 'email') return 'sample@example.com';
  if (schema.format === 'date') return '1980-04-12';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  return (
    TEXT_CANDIDATES.find((text) => text.length >= min && text.length <= max && (!pattern || pattern.test(text))) ??
    'x'.repeat(Math.max(min, 1))
  );
}

/** A value for a field with no example: the const, the first choice, "no", the lower bound, or a fitting text. */
function madeUp(schema: JsonObject): unknown {
  if ('const' in schema && !isObject(schema.const)) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return sampleText(schema);
  }
}

/** The field's first example, a made-up value when it is required, else nothing. */
function valueFor(field: ShownField): unknown {
  if (Array.isArray(field.schema.examples) && field.schema.examples.length) return field.schema.examples[0];
  if (field.required || field.kind === 'object') return madeUp(field.schema);
  return undefined;
}

/** The sibling a field must equal (`{"const": {"$data": "1/newPassword"}}`: confirm the password). */
function sameAs(field: ShownField): string | undefined {
  const { const: constant } = field.schema;
  return isObject(constant) ? /^1\/(\w+)$/.exec(String(constant.$data))?.[1] : undefined;
}

/** Fills the empty fields of `fields` into `data`; whether anything was added. */
function fill(fields: readonly ShownField[], data: JsonObject): boolean {
  let changed = false;
  for (const field of fields) {
    const name = String(field.name);
    const sibling = sameAs(field);
    if (sibling && data[name] !== data[sibling] && data[sibling] !== undefined) {
      data[name] = data[sibling];
      changed = true;
    } else if (data[name] === undefined) {
      const value = sibling ? undefined : valueFor(field);
      if (value === undefined) continue;
      data[name] = structuredClone(value);
      changed = true;
    } else if (field.kind === 'object' && isObject(data[name])) {
      changed = fill(field.fields, data[name] as JsonObject) || changed;
    } else if (field.kind === 'list' && Array.isArray(data[name])) {
      const list = data[name] as unknown[];
      const minItems = typeof field.schema.minItems === 'number' ? field.schema.minItems : 0;
      // A required list gets one entry at least; an entry's own fields are filled on the next pass.
      if (list.length < Math.max(minItems, field.required ? 1 : 0)) {
        const items = isObject(field.schema.items) ? field.schema.items : {};
        list.push(madeUp(items));
        changed = true;
      }
      for (const entry of field.entries) {
        if (entry.kind === 'object' && isObject(list[Number(entry.name)]))
          changed = fill(entry.fields, list[Number(entry.name)] as JsonObject) || changed;
      }
    }
  }
  return changed;
}

/**
 * Data for a form made from its fields' `examples` (the first of each): every field with an example, and every
 * required field (a made-up value when it has none), with the fields the chosen answers show filled in turn. A
 * yes/no whose example is `true` so opens the fields it asks for. For tests, the bench and the form preview.
 */
export function sampleData(form: FormWithValidator, start: JsonObject = {}): JsonObject {
  const data = structuredClone(start);
  for (let pass = 0; pass < MAX_PASSES; pass++) if (!fill(shownFields(form, data), data)) break;
  return data;
}
