import type Ajv from 'ajv';
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { isObject, type JsonObject } from '../../../src/shared/form-model/index.ts';
import { followLocalRef } from '../../../src/shared/local-ref.ts';
import type { Random } from './random.ts';
import { sampleMatching } from './regex-sample.ts';
import { textOfLength } from './texts.ts';

/**
 * Varied valid data for a bundled form schema (its `$ref`s point into its `definitions`): every type, enum and
 * const, numbers and lengths often at their bounds, texts in many scripts and with characters that break naive
 * code, strings made from their `pattern`, optional fields sometimes left out, and the fields of conditions
 * (`allOf` / `if` / `then` / `else`) that hold for the data generated so far. Each leaf's value is drawn from a
 * fast-check arbitrary built from its keywords; objects are filled here, because which fields a condition asks for
 * depends on the values drawn before. The form model's `sampleData` gives one plausible sample for previews; this
 * gives a different valid one for every seed.
 */

type Node = JsonObject;
export type Path = readonly string[];
/** A value to use at `path` instead of a generated one (data that must match the server's state), or undefined. */
export type Override = (path: Path, random: Random) => unknown;

/** `{"const": {"$data": "1/newPassword"}}` asks for the same value as a sibling (confirm password): its name. */
const refersToSibling = (node: Node): string | undefined =>
  isObject(node.const) ? /^1\/(\w+)$/.exec(String(node.const.$data))?.[1] : undefined;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Compiled validators by ajv instance, root schema and node. Samplers of the same form share them: a run makes new
 * samplers for each user it readies (targets-application.ts), and compiling anew each time cost a fuzz run of
 * `npm test` a sixth of its CPU.
 */
const compiled = new WeakMap<Ajv, WeakMap<Node, WeakMap<object, ValidateFunction>>>();

function validatorsOf(ajv: Ajv, root: Node): WeakMap<object, ValidateFunction> {
  let byRoot = compiled.get(ajv);
  if (!byRoot) compiled.set(ajv, (byRoot = new WeakMap()));
  let validators = byRoot.get(root);
  if (!validators) byRoot.set(root, (validators = new WeakMap()));
  return validators;
}

export class SchemaSampler {
  readonly #validators: WeakMap<object, ValidateFunction>;

  constructor(
    readonly ajv: Ajv,
    readonly root: Node,
  ) {
    this.#validators = validatorsOf(ajv, root);
  }

  /** Whether `data` is valid for the node `schema` of this root (compiled once per node). */
  accepts(schema: Node, data: unknown): boolean {
    let validate = this.#validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(this.root.definitions ? { ...schema, definitions: this.root.definitions } : schema);
      this.#validators.set(schema, validate);
    }
    // A coercing validator (query strings) changes what it validates: it gets a copy.
    return validate(
      this.ajv.opts.coerceTypes && data !== undefined ? JSON.parse(JSON.stringify(data)) : data,
    ) as boolean;
  }

  /** The node with its `$ref` followed (sibling keywords kept, as in `{"$comment": …, "$ref": …}`). */
  resolve(node: Node): Node {
    return followLocalRef(node, this.root);
  }

  /**
   * Valid data for the whole schema, or undefined when no attempt validated (a schema this sampler cannot
   * satisfy: the caller reports it rather than testing with invalid "valid" data).
   */
  sample(random: Random, override?: Override): unknown {
    for (let attempt = 0; attempt < 60; attempt++) {
      const data = this.value(this.root, [], random, override);
      if (this.accepts(this.root, data)) return data;
    }
    return undefined;
  }

  /** A value for `node` at `path`. */
  value(node: Node, path: Path, random: Random, override?: Override): unknown {
    const given = override?.(path, random);
    if (given !== undefined) return given;
    const resolved = this.resolve(node);
    if ('const' in resolved && !isObject(resolved.const)) return resolved.const;
    if (Array.isArray(resolved.enum)) return random.draw(fc.constantFrom(...(resolved.enum as unknown[])));
    // A value-level condition (`if` a masked value `then` anything `else` the real rule): the real rule.
    if (isObject(resolved.if) && isObject(resolved.else) && resolved.type !== 'object') {
      const { if: _if, then: _then, else: otherwise, ...base } = resolved;
      return this.value({ ...base, ...this.resolve(otherwise as Node) }, path, random, override);
    }
    switch (resolved.type) {
      case 'boolean':
        return random.draw(fc.boolean());
      case 'integer':
      case 'number':
        return this.#number(resolved, random);
      case 'array':
        return this.#array(resolved, path, random, override);
      case 'object':
        return this.#object(resolved, path, random, override);
      default:
        return this.#string(resolved, random);
    }
  }

  #number(node: Node, random: Random): number {
    const min =
      typeof node.minimum === 'number'
        ? node.minimum
        : typeof node.exclusiveMinimum === 'number'
          ? node.exclusiveMinimum + 1
          : -1000;
    const max =
      typeof node.maximum === 'number'
        ? node.maximum
        : typeof node.exclusiveMaximum === 'number'
          ? node.exclusiveMaximum - 1
          : Math.max(min, 0) + 100_000;
    // fast-check's integers lean towards the bounds and small values, where off-by-one mistakes live.
    const whole = random.draw(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
    return node.type === 'number' && random.chance(0.3) && whole < max ? whole + 0.5 : whole;
  }

  #string(node: Node, random: Random): string {
    const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
    const maxLength = typeof node.maxLength === 'number' ? node.maxLength : 200;
    if (node.format === 'email') return random.draw(fc.emailAddress().filter((address) => address.length <= maxLength));
    if (node.format === 'date') {
      const earliest = typeof node.formatMinimum === 'string' ? node.formatMinimum : '1900-01-01';
      // Two days before today, so that "before today" holds in every time zone.
      const latest = new Date((Math.floor(Date.now() / DAY) - 2) * DAY);
      return random
        .draw(fc.date({ min: new Date(earliest), max: latest, noInvalidDate: true }))
        .toISOString()
        .slice(0, 10);
    }
    if (typeof node.pattern === 'string') {
      const text = sampleMatching(node.pattern, random, { minLength, maxLength });
      if (text !== undefined) return text;
    }
    const length = random.draw(fc.integer({ min: minLength, max: Math.min(maxLength, minLength + 30) }));
    return random.draw(textOfLength(random.chance(0.15) ? maxLength : length));
  }

  #array(node: Node, path: Path, random: Random, override?: Override): unknown[] {
    const minItems = typeof node.minItems === 'number' ? node.minItems : 0;
    const maxItems = typeof node.maxItems === 'number' ? node.maxItems : minItems + 3;
    const count = random.chance(0.1) ? maxItems : random.int(minItems, Math.min(maxItems, minItems + 2));
    const items = isObject(node.items) ? node.items : {};
    return Array.from({ length: count }, (_, index) => this.value(items, [...path, String(index)], random, override));
  }

  /** The node and the branches that hold for `data`: its `allOf` members and their `then` or `else`. */
  #activeParts(node: Node, data: unknown): Node[] {
    const resolved = this.resolve(node);
    const parts = [
      resolved,
      ...((resolved.allOf as Node[] | undefined) ?? []).flatMap((member) => this.#activeParts(member, data)),
    ];
    if (isObject(resolved.if)) {
      const branch = this.accepts(resolved.if, data) ? resolved.then : resolved.else;
      if (isObject(branch)) parts.push(...this.#activeParts(branch, data));
    }
    return parts;
  }

  /**
   * Fills the properties the active parts declare, then looks again: a value just generated may switch a
   * condition on (a credit account asks for a credit limit), whose fields are filled in the next round. A field
   * declared by several parts gets one value for all of its declarations together.
   */
  #object(node: Node, path: Path, random: Random, override?: Override): Node {
    const data: Node = {};
    const skipped = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const parts = this.#activeParts(node, data);
      const required = new Set(
        parts.flatMap((part) => (Array.isArray(part.required) ? (part.required as string[]) : [])),
      );
      const declarations = new Map<string, Node[]>();
      for (const part of parts) {
        for (const [name, declaration] of Object.entries(isObject(part.properties) ? part.properties : {})) {
          if (isObject(declaration)) declarations.set(name, [...(declarations.get(name) ?? []), declaration]);
        }
      }
      let changed = false;
      for (const [name, nodes] of declarations) {
        if (nodes.some(refersToSibling)) continue;
        const present = name in data;
        if (present && nodes.every((declaration) => this.accepts(declaration, data[name]))) continue;
        if (!present && !required.has(name) && (skipped.has(name) || random.chance(0.35))) {
          skipped.add(name);
          continue;
        }
        const merged = nodes
          .map((declaration) => this.resolve(declaration))
          .reduce((all, declaration) => ({ ...all, ...declaration }), {});
        data[name] = this.value(merged, [...path, name], random, override);
        changed = true;
      }
      for (const [name, nodes] of declarations) {
        const sibling = nodes.map(refersToSibling).find(Boolean);
        if (sibling && (required.has(name) || random.chance(0.65))) data[name] = data[sibling];
      }
      if (!changed) break;
    }
    return data;
  }
}
