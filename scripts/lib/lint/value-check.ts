import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { isObject } from '../../../src/shared/form-model/index.ts';
import { createRjsfAjv } from '../../../src/shared/rjsf-ajv.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';

/** Keywords that describe or name messages, not rules: a value is checked against the rest. */
const NOT_RULES = ['default', 'examples', 'errorMessage', '$comment', 'title', 'description'];
const TYPE_WORDS: Record<string, string> = {
  string: 'a text (in double quotes)',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false (without quotes)',
  array: 'a list',
  object: 'a group of fields',
  null: 'null',
};

let ajv: Ajv | undefined;
/**
 * Each field's rules compiled once per process, by their text and their definitions' hash (undefined when ajv cannot
 * compile them): a process that lints several versions of the forms (the tests' one mistake each) reads new objects
 * every time, but mostly the same rules.
 */
const compiled = new Map<string, ReturnType<Ajv['compile']> | undefined>();
/** The hash of each definitions object met, so that its text is not hashed again for every field that uses it. */
const definitionsHashes = new WeakMap<object, string>();

function definitionsHash(definitions: unknown): string {
  if (!isObject(definitions)) return JSON.stringify(definitions ?? null);
  let hash = definitionsHashes.get(definitions);
  if (hash === undefined) {
    hash = createHash('sha256').update(JSON.stringify(definitions)).digest('base64');
    definitionsHashes.set(definitions, hash);
  }
  return hash;
}

/** A copy of a schema without the keywords that are not rules, at every level. */
function rulesOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rulesOnly);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !NOT_RULES.includes(key))
      .map(([key, value]) => [key, key === 'enum' || key === 'const' ? value : rulesOnly(value)]),
  );
}

/** One ajv error in plain words: what is wrong with the value. */
function inWords(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const where = error.instancePath ? ` (at ${error.instancePath.slice(1).replace(/\//g, '.')})` : '';
  const say = (text: string) => `${text}${where}`;
  switch (error.keyword) {
    case 'type':
      return say(
        `it must be ${String(params.type)
          .split(',')
          .map((type) => TYPE_WORDS[type] ?? type)
          .join(' or ')}`,
      );
    case 'enum':
      return say(`it must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`);
    case 'const':
      return say(`it must be ${JSON.stringify(params.allowedValue)}`);
    case 'pattern':
      return say(`it does not have the form the field asks for (the pattern ${JSON.stringify(params.pattern)})`);
    case 'format':
      return say(`it is not a valid ${String(params.format)}`);
    case 'maxLength':
      return say(`it is longer than ${String(params.limit)} characters`);
    case 'minLength':
      return say(`it is shorter than ${String(params.limit)} characters`);
    case 'maximum':
    case 'exclusiveMaximum':
      return say(`it is above the field's maximum ${String(params.limit)}`);
    case 'minimum':
    case 'exclusiveMinimum':
      return say(`it is below the field's minimum ${String(params.limit)}`);
    case 'maxItems':
      return say(`it has more than ${String(params.limit)} entries`);
    case 'additionalProperties':
      return say(`"${String(params.additionalProperty)}" is not a field there`);
    case 'required':
      return say(`it lacks "${String(params.missingProperty)}"`);
    default:
      return say(`it breaks the field's "${error.keyword}" rule`);
  }
}

/**
 * Why `value` is not a valid value of a field whose rules are `schema` (with the `definitions` its local `$ref`s
 * point into), in plain words; undefined when it is valid. Validated as the product validates (its ajv options).
 */
export function valueProblem(value: unknown, schema: JsonObject, definitions?: unknown): string | undefined {
  ajv ??= createRjsfAjv({ strict: false });
  const rules = rulesOnly(schema) as JsonObject;
  const key = `${definitionsHash(definitions)} ${JSON.stringify(rules)}`;
  if (!compiled.has(key)) {
    try {
      compiled.set(key, ajv.compile({ ...rules, ...(definitions ? { definitions } : {}) }));
    } catch {
      compiled.set(key, undefined);
    }
  }
  const validate = compiled.get(key);
  // A schema ajv cannot compile is reported by the schema rules; its values cannot be judged.
  if (!validate) return undefined;
  if (validate(value)) return undefined;
  const errors = (validate.errors ?? []).filter((error) => !['if', 'allOf', 'anyOf', 'oneOf'].includes(error.keyword));
  return errors.length ? inWords(errors[0]) : "it breaks one of the field's rules";
}
