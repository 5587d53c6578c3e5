import { readPointer } from './local-ref.ts';
import { withDerivedDefinitions } from './store-directory.ts';

/**
 * Turns a form schema that refers to shared definitions in other files
 * (`{"$ref": "../common/definitions.json#/definitions/phone"}`) into one self-contained schema whose references
 * all point inside it (`#/definitions/phone`). RJSF and the precompiled validators both need a single document,
 * and hashing it must give the same ids at build time and in the browser.
 */
export type JsonObject = { [key: string]: unknown };

export interface ExternalRef {
  file: string;
  pointer: string;
}

/** Splits `../common/definitions.json#/definitions/phone` into a file and a JSON pointer; local refs give null. */
export function parseExternalRef(ref: string): ExternalRef | null {
  const hash = ref.indexOf('#');
  const file = hash === -1 ? ref : ref.slice(0, hash);
  if (!file) return null;
  return { file, pointer: hash === -1 ? '' : ref.slice(hash + 1) };
}

/** Where each shared definition of a bundled schema came from (`phone` → `../common/definitions.json`). */
const ORIGINS = new WeakMap<JsonObject, Map<string, ExternalRef>>();

/** One step of a JSON path: a property name or an array index. */
export type JsonPath = (string | number)[];

/**
 * Where a place of a bundled schema is written: in a shared file (`file`, relative to the form's schema, with the
 * path inside it) for a definition the bundle inlined, else in the form's own file (`file` undefined).
 */
export function sourceOf(bundled: JsonObject, path: JsonPath): { file?: string; path: JsonPath } {
  const origin = path[0] === 'definitions' ? ORIGINS.get(bundled)?.get(String(path[1])) : undefined;
  if (!origin) return { path };
  return { file: origin.file, path: [...pointerPath(origin.pointer), ...path.slice(2)] };
}

/** The steps of a JSON pointer (`#/definitions/phone` → `['definitions', 'phone']`), indices as numbers. */
export function pointerPath(pointer: string): JsonPath {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export class UnresolvedRefError extends Error {
  constructor(
    readonly ref: string,
    readonly at: string,
  ) {
    super(`"$ref": "${ref}" at ${at} points to nothing`);
  }
}

/**
 * Inlines every external `$ref` of `schema` into its `definitions`, under the referenced definition's own name.
 * `readFile(relativePath)` returns the parsed document a ref names (relative to the schema's folder).
 */
export function bundleSchema(schema: JsonObject, readFile: (file: string) => unknown): JsonObject {
  const definitions: JsonObject = { ...((schema.definitions as JsonObject | undefined) ?? {}) };
  const origin = new Map<string, string>();
  const sources = new Map<string, ExternalRef>();

  const inline = (ref: string, at: string): string => {
    const external = parseExternalRef(ref);
    if (!external) return ref;
    const target = readPointer(withDerivedDefinitions(readFile(external.file)), external.pointer);
    if (target === undefined) throw new UnresolvedRefError(ref, at);
    const name = external.pointer.split('/').pop() || external.file.replace(/\W+/g, '_');
    const key = `${external.file}#${external.pointer}`;
    if (origin.get(name) === undefined && !(name in definitions)) {
      origin.set(name, key);
      sources.set(name, external);
      definitions[name] = walk(target, `${external.file}#${external.pointer}`);
    } else if (origin.get(name) !== key) {
      throw new Error(`two different definitions are both named "${name}" (${origin.get(name) ?? 'local'} and ${key})`);
    }
    return `#/definitions/${name}`;
  };

  const walk = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}/${i}`));
    if (!node || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node as JsonObject)) {
      out[key] = key === '$ref' && typeof value === 'string' ? inline(value, at) : walk(value, `${at}/${key}`);
    }
    return out;
  };

  const { definitions: local = {}, ...rest } = schema as { definitions?: JsonObject };
  // A form's own definitions may use shared ones too: they are walked like the rest of the form.
  for (const [name, definition] of Object.entries(local)) definitions[name] = walk(definition, `#/definitions/${name}`);
  const body = walk(rest, '#') as JsonObject;
  const bundled = Object.keys(definitions).length ? { ...body, definitions } : body;
  ORIGINS.set(bundled, sources);
  return bundled;
}
