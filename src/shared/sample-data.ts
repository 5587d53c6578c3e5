import { isJsonObject, resolveLocalRef as resolveRef, type JsonObject } from './schema-bundle.ts';

/**
 * Plausible values tried, in order, for a text field with a pattern: the first one the pattern and length
 * accept is used. They cover the shapes of these forms (digits, ZIP, phone, names, passwords).
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

const isObject = isJsonObject;

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

function sampleNumber(schema: JsonObject): number {
  const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const high = typeof schema.maximum === 'number' ? schema.maximum : low + 10;
  // The lower bound itself: it satisfies the range and any stricter rule a condition adds above it (0 means "none").
  return Math.min(high, low);
}

/**
 * A sample of valid-looking data for a form schema: the first enum value, the const, numbers inside their range,
 * texts that fit their pattern, one item per required list, and the fields of conditions that hold. For previews
 * and as the seed of generated tests; not a proof that any schema can be satisfied.
 */
export function sampleData(schema: JsonObject, root: JsonObject = schema): unknown {
  const node = resolveRef(schema, root);
  if ('const' in node && !isObject(node.const)) return node.const;
  // `if` a sentinel value (`****-**-**`, a masked value) `then` anything `else` the real rule: sample the real rule.
  if (isObject(node.if) && isObject(node.else)) return sampleData(node.else, root);
  if (isObject(node.const)) return undefined;
  if (Array.isArray(node.enum)) return node.enum[0];
  switch (node.type) {
    case 'boolean':
      // "No" is the answer that asks for nothing more, so it leaves the fewest conditions to satisfy.
      return false;
    case 'integer':
    case 'number':
      return sampleNumber(node);
    case 'array': {
      const count = Math.max(1, typeof node.minItems === 'number' ? node.minItems : 1);
      return Array.from({ length: count }, () => (isObject(node.items) ? sampleData(node.items, root) : ''));
    }
    case 'object': {
      const properties = isObject(node.properties) ? node.properties : {};
      const data: JsonObject = {};
      for (const [name, property] of Object.entries(properties))
        if (isObject(property)) data[name] = sampleData(property, root);
      // `{"const": {"$data": "1/newPassword"}}` asks for the same value as a sibling (confirm password).
      for (const [name, property] of Object.entries(properties)) {
        const sibling =
          isObject(property) && isObject(property.const)
            ? /^1\/(\w+)$/.exec(String(property.const.$data))?.[1]
            : undefined;
        if (sibling) data[name] = data[sibling];
      }
      // Conditional fields (`allOf[].then`) are filled too: with the first enum values their conditions usually hold,
      // and a field the condition hides is ignored by the form and the server alike.
      for (const member of Array.isArray(node.allOf) ? node.allOf.filter(isObject) : []) {
        if (isObject(member.then)) Object.assign(data, sampleData({ type: 'object', ...member.then }, root));
      }
      return data;
    }
    default:
      return sampleText(node);
  }
}
